// A message a person reads (a field's message, a refusal, an error) travels as its English text: the
// spec's words, which the domain, the web and the API's clients all compare and show. The text is
// its own id in the message catalogues (marked in the code with Lingui's `/*i18n*/` comment), so it
// is translated where it is shown: the API's answers in the request's language, the web's field
// messages in the page's. A message with values is written from a template whose placeholders name
// them ('At most {max} characters.'); the catalogue translates the template, and `templateMatcher`
// finds the template and its values back in the English text.

export type MessageValues = Readonly<Record<string, string | number>>;

/** The English text of a template: each `{name}` replaced by its value. */
export function fill(template: string, values: MessageValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** A template of a catalogue and the values that filled it. */
export interface TemplateMatch {
  id: string;
  values: Record<string, string>;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds which of a catalogue's templates (its ids with `{name}` placeholders) wrote an English text,
 * and with which values. The templates with the most fixed words are tried first, so the most
 * specific one wins; null when none did.
 */
export function templateMatcher(ids: Iterable<string>): (text: string) => TemplateMatch | null {
  const templates: { id: string; pattern: RegExp; names: string[]; fixed: number }[] = [];
  for (const id of ids) {
    const names = [...id.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
    // A template whose placeholders are all simple names (not an ICU plural or select).
    if (names.length === 0 || /\{\w+,/.test(id)) continue;
    const parts = id.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
    templates.push({
      id,
      names,
      pattern: new RegExp(`^${parts.map(escapeRegExp).join('(.+?)')}$`, 's'),
      fixed: parts.join('').length,
    });
  }
  templates.sort((a, b) => b.fixed - a.fixed);
  return (text) => {
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const values: Record<string, string> = {};
      template.names.forEach((name, index) => {
        values[name] = match[index + 1] as string;
      });
      return { id: template.id, values };
    }
    return null;
  };
}

/** What a catalogue answers: whether it has a message, and the message with its values in its language. */
export interface MessageCatalogue {
  ids: () => Iterable<string>;
  has: (id: string) => boolean;
  translate: (id: string, values?: Record<string, string>) => string;
  /**
   * A value the catalogue does not hold, as the language writes it: a date or an amount written in
   * English ('7 Dec 2026', 'NZD 12,500.00') rewritten by locale; anything else as it is.
   */
  value?: (text: string) => string;
}

/**
 * An English message text in a catalogue's language: its own translation, else its template's with
 * the values (each value translated the same way: 'half the list price (JPY 1,425,000)' inside a
 * sentence), else the text as it is (a name, a value, words typed by a person).
 */
export function messageTranslator(catalogue: MessageCatalogue): (text: string) => string {
  let match: ((text: string) => TemplateMatch | null) | undefined;
  const translate = (text: string, depth: number): string => {
    if (catalogue.has(text)) return catalogue.translate(text);
    if (depth > 2 || !/[A-Za-z]/.test(text)) return text;
    match ??= templateMatcher(catalogue.ids());
    const found = match(text);
    if (!found) return text;
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(found.values)) {
      const said = translate(value, depth + 1);
      values[name] = said === value && catalogue.value ? catalogue.value(value) : said;
    }
    return catalogue.translate(found.id, values);
  };
  return (text) => translate(text, 0);
}
