// The spreadsheet files of the back office: every list export is a CSV or an Excel workbook
// (?format=csv|xlsx), and an import reads either, a CSV in UTF-8 or Shift_JIS (CP932), the two
// encodings Excel in Japan saves ("CSV UTF-8" and plain "CSV").
import { z } from 'zod';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** ?format= of every export: CSV unless asked for the workbook. */
export const exportFormatQuerySchema = z.object({
  format: z
    .enum(EXPORT_FORMATS, { error: `format must be one of ${EXPORT_FORMATS.join(', ')}.` })
    .default('csv'),
});

/** How an import reads a CSV's bytes: detected (UTF-8, else Shift_JIS) or as the user says. */
export const IMPORT_ENCODINGS = ['auto', 'utf-8', 'shift_jis'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];
export const IMPORT_ENCODING_LABELS: Record<ImportEncoding, string> = {
  auto: 'Detect automatically',
  'utf-8': 'UTF-8',
  shift_jis: 'Shift_JIS (CP932)',
};

export const importEncodingQuerySchema = z.object({
  encoding: z
    .enum(IMPORT_ENCODINGS, { error: `encoding must be one of ${IMPORT_ENCODINGS.join(', ')}.` })
    .default('auto'),
});

/** What a file was read as: an Excel workbook, or a CSV in one of the encodings. */
export const readFileKindSchema = z.enum(['xlsx', 'utf-8', 'shift_jis']);
export type ReadFileKind = z.infer<typeof readFileKindSchema>;
