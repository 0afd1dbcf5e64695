// One e-mail layout for every message: table-based HTML with inline styles (what Outlook, Gmail and
// Apple Mail all render) plus a plain-text part built from the same blocks, so the two never drift.
// Everything passed in is treated as plain text and escaped; links only keep http(s) URLs.
import { msg } from '@lingui/core/runtime-macro';
import { languageDirection } from '@ibc/domain';
import type { Translator } from '../../../lib/i18n.ts';
import { html, multiline, safeUrl, type SafeHtml } from './html.ts';

export interface DetailRow {
  label: string;
  value: string;
  /** Makes the value a link (e.g. the checklist). */
  href?: string | undefined;
  /** Right-aligned, tabular figures (amounts). */
  numeric?: boolean | undefined;
}

export type EmailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'details'; rows: DetailRow[] }
  /** Text someone typed (comment, message): shown verbatim with its line breaks. */
  | { type: 'quote'; label: string; text: string }
  | { type: 'button'; label: string; href: string }
  | { type: 'vehicle'; title: string; href: string; imageUrl?: string | undefined; rows: DetailRow[] };

export interface EmailContent {
  /** Heading inside the mail (the subject is set separately). */
  title: string;
  /** Hidden preview line most clients show next to the subject. */
  preheader?: string;
  blocks: EmailBlock[];
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const BRAND = '#0f2747';
const ACCENT = '#f26b1d';
const MUTED = '#64748b';
const BORDER = '#e2e8f0';
// A client draws each letter with the first family that has it: Japanese and Arabic come after Latin.
const FONT =
  "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,'Hiragino Sans','Yu Gothic',Meiryo,'Noto Sans JP','Noto Sans Arabic',Tahoma,sans-serif";
/** Letters written right to left: a value holding none is data (an amount, a code) kept left to right. */
const RTL_LETTERS = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** A right-to-left e-mail's labels are on the right, its amounts aligned left (the line's end). */
function detailRowsHtml(rows: DetailRow[], rtl: boolean): SafeHtml {
  const labelPadding = rtl ? '6px 0 6px 12px' : '6px 12px 6px 0';
  const numeric = `text-align:${rtl ? 'left' : 'right'};font-variant-numeric:tabular-nums;`;
  return html`<table
    role="presentation"
    width="100%"
    cellpadding="0"
    cellspacing="0"
    style="border-collapse:collapse;font-size:14px;"
  >
    ${rows.map(
      (row) =>
        html`<tr>
          <td
            style="padding:${labelPadding};border-bottom:1px solid ${BORDER};color:${MUTED};white-space:nowrap;vertical-align:top;width:40%;"
          >
            ${row.label}
          </td>
          <td
            style="padding:6px 0;border-bottom:1px solid ${BORDER};color:#0f172a;vertical-align:top;${row.numeric ? numeric : ''}"
          >
            <span dir="${RTL_LETTERS.test(row.value) ? 'auto' : 'ltr'}"
              >${
                row.href
                  ? html`<a href="${safeUrl(row.href)}" style="color:${BRAND};">${row.value}</a>`
                  : row.value
              }</span
            >
          </td>
        </tr>`,
    )}
  </table>`;
}

function blockHtml(block: EmailBlock, rtl: boolean): SafeHtml {
  switch (block.type) {
    case 'paragraph':
      return html`<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#0f172a;">
        ${multiline(block.text)}
      </p>`;
    case 'heading':
      return html`<h2 style="margin:24px 0 8px;font-size:16px;color:${BRAND};">${block.text}</h2>`;
    case 'details':
      return html`<div style="margin:0 0 16px;">${detailRowsHtml(block.rows, rtl)}</div>`;
    case 'quote':
      // What a person typed takes the direction of its own first letter.
      return html`<p style="margin:0 0 4px;font-size:13px;color:${MUTED};">${block.label}</p>
        <blockquote
          dir="auto"
          style="margin:0 0 16px;padding:10px 14px;border-${rtl ? 'right' : 'left'}:3px solid ${BORDER};background:#f8fafc;font-size:14px;line-height:1.5;color:#0f172a;"
        >
          ${multiline(block.text)}
        </blockquote>`;
    case 'button':
      return html`<p style="margin:8px 0 20px;">
        <a
          href="${safeUrl(block.href)}"
          style="display:inline-block;padding:10px 18px;border-radius:6px;background:${ACCENT};color:#ffffff;font-weight:600;font-size:14px;text-decoration:none;"
          >${block.label}</a
        >
      </p>`;
    case 'vehicle':
      return html`<table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        style="margin:0 0 20px;border:1px solid ${BORDER};border-radius:6px;"
      >
        <tr>
          <td style="padding:12px;">
            ${
              block.imageUrl
                ? html`<a href="${safeUrl(block.href)}"
                    ><img
                      src="${safeUrl(block.imageUrl)}"
                      alt="${block.title}"
                      width="560"
                      style="display:block;width:100%;max-width:560px;height:auto;border-radius:4px;margin:0 0 10px;"
                  /></a>`
                : ''
            }<a
              href="${safeUrl(block.href)}"
              style="font-size:16px;font-weight:600;color:${BRAND};text-decoration:none;"
              >${block.title}</a
            >
            <div style="margin-top:8px;">${detailRowsHtml(block.rows, rtl)}</div>
          </td>
        </tr>
      </table>`;
  }
}

function detailRowsText(rows: DetailRow[]): string {
  return rows
    .map((row) => `${row.label}: ${row.value}${row.href && row.href !== row.value ? ` (${row.href})` : ''}`)
    .join('\n');
}

function blockText(block: EmailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'details':
      return detailRowsText(block.rows);
    case 'quote':
      return `${block.label}\n${block.text
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}`;
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'vehicle':
      return `${block.title}\n${block.href}\n${detailRowsText(block.rows)}`;
  }
}

const FOOTER = msg({
  message: 'IBC Japan Co., Ltd. · Yokohama, Japan · This message was sent by the IBC Japan export platform.',
});

/**
 * The e-mail in the recipient's language (`words`; English when not given): its footer in his words,
 * and written right to left for Arabic, the figures and codes in it kept left to right.
 */
export function renderEmail(content: EmailContent, words?: Translator): RenderedEmail {
  const language = words?.language ?? 'en';
  const footer = words ? words.t(FOOTER) : FOOTER.message;
  const rtl = languageDirection(language) === 'rtl';
  const body = html`<!doctype html>
    <html lang="${language}" dir="${languageDirection(language)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>${content.title}</title>
      </head>
      <body style="margin:0;padding:0;background:#f1f5f9;font-family:${FONT};">
        <div style="display:none;max-height:0;overflow:hidden;opacity:0;">${content.preheader ?? ''}</div>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;">
          <tr>
            <td align="center" style="padding:24px 12px;">
              <table
                role="presentation"
                width="600"
                cellpadding="0"
                cellspacing="0"
                style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;border:1px solid ${BORDER};"
              >
                <tr>
                  <td
                    style="padding:16px 24px;background:${BRAND};border-radius:8px 8px 0 0;color:#ffffff;font-size:18px;font-weight:700;letter-spacing:0.5px;"
                  >
                    IBC Japan
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px;font-family:${FONT};">
                    <h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${BRAND};">
                      ${content.title}
                    </h1>
                    ${content.blocks.map((block) => blockHtml(block, rtl))}
                  </td>
                </tr>
                <tr>
                  <td style="padding:16px 24px;border-top:1px solid ${BORDER};font-size:12px;color:${MUTED};">
                    ${footer}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`;
  const text = [
    content.title,
    '='.repeat(Math.min(content.title.length, 60)),
    '',
    ...content.blocks.map((b) => `${blockText(b)}\n`),
    '--',
    footer,
  ]
    .join('\n')
    .trim();
  return { html: body.value, text: `${text}\n` };
}
