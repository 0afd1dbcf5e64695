// The text a PDF reader shows, page by page, read back with pdfjs-dist ("tests read the PDF's
// text back and check the number, lines and total"). Items on one line are joined by spaces, lines by
// newlines, so tests can look for a whole sentence or an amount.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The 14 standard fonts' metrics pdfjs reads for Helvetica text (pdfkit embeds none). */
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, verbosity: 0 })
    .promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      } else if (item.str !== '') line += ' ';
    }
    if (line) lines.push(line);
  }
  await document.destroy();
  return lines.map((line) => line.replace(/\s+/g, ' ').trim()).join('\n');
}
