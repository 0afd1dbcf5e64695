// Safe-by-default HTML for e-mails: every interpolated value is escaped unless it is already
// SafeHtml, so text a visitor typed can never inject markup into the sales team's inbox.
import { escapeHtml } from '../../../lib/html.ts';

/** Markup produced by `html` or trusted constants; the only thing interpolated without escaping. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

const isList = (value: Interpolation): value is readonly Interpolation[] => Array.isArray(value);

function render(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.value;
  if (isList(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

/** Tagged template: html`<p>${userText}</p>` escapes userText; nested html`` fragments pass through. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Multi-line user text as escaped HTML with line breaks kept. */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(
    text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => escapeHtml(line))
      .join('<br>'),
  );
}

/** Only http(s) links reach an href; anything else (javascript:, data:) becomes '#'. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : '#';
  } catch {
    return '#';
  }
}
