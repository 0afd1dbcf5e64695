// Text on a pdfkit page in the reader's language. pdfkit draws a line as given and its fonts carry
// no bidirectional algorithm, so a right-to-left page is laid out here: the page is mirrored (a box
// given from the left is drawn from the right), each line is wrapped by hand, split into the runs
// of one direction the Unicode algorithm finds (bidi-js), and the runs placed in visual order; an
// Arabic run is shaped by fontkit (which also reverses it), figures and codes stay left to right.
// Fonts: the standard Helvetica (nothing embedded) where it has the letters (English, Spanish,
// French); Noto Sans JP for Japanese and Russian (it has Cyrillic); IBM Plex Sans Arabic, which
// has Latin letters too, for Arabic (Noto Sans Arabic draws a letter as a shared shape plus its
// dots, so a reader copying the text gets other letters; Plex has one glyph per letter form).
// Embedded fonts are subset by pdfkit, so a page carries only the glyphs it draws.
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import type PDFDocument from 'pdfkit';
import { languageDirection, type Language } from '@ibc/domain';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  jp: {
    regular: require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'),
  },
  arabic: {
    regular:
      require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf'),
  },
};

const bidi = bidiFactory();
/**
 * Features given, pdfkit shapes a run whole (without, it shapes word by word and a right-to-left
 * run's words come out in the wrong order, its spaces lost). Optional ligatures are left out; the
 * required ones (lam-alef) stay. fontkit also takes features as an object of on and off (the
 * typings know only the list), and fills in the object it is given: a new one each time.
 */
const shaping = () => ({ liga: false }) as unknown as PDFKit.Mixins.OpenTypeFeatures[];
const ISOLATE = /[\u2066-\u2069]/;

/** What the ligature fix below reads of pdfkit's embedded font (not part of its typings). */
interface EmbeddedFont {
  layout?(text: string, features: unknown): { glyphs: { id: number; codePoints: number[] }[] };
  subset?: { includeGlyph(id: number): number };
  unicode?: (number[] | undefined)[];
}
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

export interface TextBox {
  x: number;
  y: number;
  width: number;
  align?: 'left' | 'right';
  bold?: boolean;
  size?: number;
  color?: string;
}

export interface PdfWriter {
  /** Draws `text` (lines split at '\n', wrapped to the box) and answers where it ends. */
  text(text: string, box: TextBox): number;
  /**
   * A value set into a sentence, kept whole in its own direction: on a right-to-left page
   * 'Beneficiary: IBC Japan Co., Ltd.' would otherwise end in a full stop on the left.
   */
  isolate(value: string): string;
}

type Doc = InstanceType<typeof PDFDocument>;

export function pdfWriter(doc: Doc, language: Language): PdfWriter {
  const rtl = languageDirection(language) === 'rtl';
  const cjk = language === 'ja' || language === 'ru';
  const embedded = cjk ? 'jp' : rtl ? 'arabic' : null;
  if (embedded) {
    doc.registerFont('Text', FONT_FILES[embedded].regular);
    doc.registerFont('Text-Bold', FONT_FILES[embedded].bold);
  }
  const font = (bold: boolean) =>
    embedded ? (bold ? 'Text-Bold' : 'Text') : bold ? 'Helvetica-Bold' : 'Helvetica';
  const pageWidth = doc.page.width;
  const mirrorX = (box: { x: number; width: number }) => (rtl ? pageWidth - box.x - box.width : box.x);

  /**
   * A line's runs in visual order, each as the string pdfkit is given. A line's own direction is
   * that of its first letter (an address in Latin letters reads left to right on an Arabic page).
   */
  function runs(line: string) {
    const { levels } = bidi.getEmbeddingLevels(line);
    let pieces: { text: string; level: number }[] = [];
    // Levels are per UTF-16 unit, as the string is indexed.
    for (let i = 0; i < line.length; i += 1) {
      const char = line.charAt(i);
      // The isolates have done their work once the levels are known: they are not drawn.
      if (ISOLATE.test(char)) continue;
      const level = levels[i] ?? 0;
      const last = pieces.at(-1);
      if (last?.level === level) last.text += char;
      else pieces.push({ text: char, level });
    }
    // Rule L2: from the highest level down to the lowest odd one, reverse each sequence of runs at
    // that level or higher.
    const highest = Math.max(0, ...pieces.map((piece) => piece.level));
    for (let level = highest; level >= 1; level -= 1) {
      const reordered: typeof pieces = [];
      let sequence: typeof pieces = [];
      for (const piece of pieces) {
        if (piece.level >= level) sequence.push(piece);
        else {
          reordered.push(...sequence.reverse(), piece);
          sequence = [];
        }
      }
      pieces = [...reordered, ...sequence.reverse()];
    }
    return pieces.map(({ text, level }) => {
      if (level % 2 === 0) return text;
      const mirrored = [...text].map((char) => bidi.getMirroredCharacter(char) ?? char).join('');
      // fontkit reverses a run it finds Arabic in; a run of spaces and punctuation is reversed here.
      return ARABIC.test(text) ? mirrored : [...mirrored].reverse().join('');
    });
  }

  const widthOf = (pieces: string[]) =>
    pieces.reduce((sum, piece) => sum + doc.widthOfString(piece, { features: shaping() }), 0);

  /**
   * A PDF reader gives back a right-to-left line reversed, glyph by glyph, and with it the letters
   * of a ligature glyph (lam-alef), which pdfkit maps to its letters in reading order: copied text
   * would read 'ال' for 'لا'. A ligature is only ever drawn in a right-to-left run, so its letters
   * are mapped reversed before pdfkit maps them (it keeps the first mapping of a glyph).
   */
  function mapLigaturesReversed(run: string) {
    const font = (doc as unknown as { _font?: EmbeddedFont })._font;
    if (!font?.layout || !font.subset || !font.unicode) return;
    for (const glyph of font.layout(run, shaping()).glyphs) {
      if (glyph.codePoints.length < 2) continue;
      const gid = font.subset.includeGlyph(glyph.id);
      font.unicode[gid] ??= [...glyph.codePoints].reverse();
    }
  }

  /** Greedy wrapping by words, measured as drawn. */
  function wrap(paragraph: string, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && widthOf(runs(candidate)) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
    return lines;
  }

  function rightToLeft(text: string, box: TextBox): number {
    const x = mirrorX(box);
    let y = box.y;
    doc.font(font(box.bold ?? false));
    const lineHeight = doc.currentLineHeight(true);
    for (const paragraph of text.split('\n')) {
      for (const line of wrap(paragraph, box.width)) {
        const pieces = runs(line);
        // Right to left, "left" is a line's end: a box aligned left in English is aligned right here.
        let at = box.align === 'right' ? x : x + box.width - widthOf(pieces);
        for (const piece of pieces) {
          if (ARABIC.test(piece)) mapLigaturesReversed(piece);
          doc.text(piece, at, y, { lineBreak: false, features: shaping() });
          at += doc.widthOfString(piece, { features: shaping() });
        }
        y += lineHeight;
      }
    }
    doc.x = x;
    doc.y = y;
    return y;
  }

  return {
    isolate: (value) => (rtl ? `\u2068${value}\u2069` : value),
    text(written, box) {
      // French groups figures with a narrow no-break space, which Helvetica's encoding lacks: a
      // no-break space keeps the amount on one line as well.
      const text = written.replaceAll('\u202f', '\u00a0');
      doc.fillColor(box.color ?? 'black').fontSize(box.size ?? 10);
      if (rtl) return rightToLeft(text, box);
      doc.font(font(box.bold ?? false)).text(text, box.x, box.y, {
        width: box.width,
        align: box.align ?? 'left',
      });
      return doc.y;
    },
  };
}
