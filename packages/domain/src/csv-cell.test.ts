import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvTextCell, textOfCsvCell, trimCellText } from './csv-cell.ts';

// OWASP CSV injection: text a spreadsheet would run as a formula is exported with a leading quote,
// and the import gives back the text that was exported.

const PAYLOADS = [
  '=HYPERLINK("http://x","y")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '-2+3',
  '\t=1+1',
  '\r=1+1',
  '=1+1',
  '+1',
];

describe('csvTextCell', () => {
  it.each(PAYLOADS)('writes %j behind a single quote', (payload) => {
    expect(csvTextCell(payload)).toBe(`'${payload}`);
  });

  it('leaves text a spreadsheet shows as it is alone', () => {
    for (const text of ['', 'Toyota', 'Pearl White', "'quoted", "it's", ' =1', 'a=b', '1-2', '4.5'])
      expect(csvTextCell(text)).toBe(text);
  });

  it('quotes text that starts with quotes in front of a formula once more', () => {
    expect(csvTextCell("'=1+1")).toBe("''=1+1");
    expect(csvTextCell("''-1")).toBe("'''-1");
  });
});

describe('textOfCsvCell', () => {
  it.each(PAYLOADS)('takes the one quote off an exported %j', (payload) => {
    expect(textOfCsvCell(`'${payload}`)).toBe(payload);
  });

  it('keeps a quote that escapes nothing, and cells without one', () => {
    for (const cell of ["'quoted", "'", "it's", 'Toyota', '=1+1', '']) expect(textOfCsvCell(cell)).toBe(cell);
  });

  it('takes exactly one quote off', () => {
    expect(textOfCsvCell("''=1+1")).toBe("'=1+1");
  });

  it('gives back any exported text, whatever it is', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc
            .tuple(
              fc.constantFrom("'", "''", ''),
              fc.constantFrom('=', '+', '-', '@', '\t', '\r'),
              fc.string(),
            )
            .map((parts) => parts.join('')),
        ),
        (text) => {
          expect(textOfCsvCell(csvTextCell(text))).toBe(text);
          // What is written never starts a formula.
          expect(csvTextCell(text)).not.toMatch(/^[=+\-@\t\r]/);
        },
      ),
    );
  });
});

describe('trimCellText', () => {
  it('trims spaces and line ends around text', () => {
    expect(trimCellText('  Toyota \r\n')).toBe('Toyota');
    expect(trimCellText(' \t=1+1')).toBe('=1+1');
    expect(trimCellText('   ')).toBe('');
  });

  it('keeps a leading tab or carriage return, the start of the text a cell had', () => {
    expect(trimCellText('\t=1+1 ')).toBe('\t=1+1');
    expect(trimCellText('\r=1+1')).toBe('\r=1+1');
    expect(trimCellText('\t')).toBe('');
  });

  it('changes nothing the second time', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(trimCellText(trimCellText(text))).toBe(trimCellText(text));
      }),
    );
  });
});
