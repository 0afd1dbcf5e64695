/** §2: header and footer are hidden on these paths (the query, such as ?id=, is ignored). */
export const chromelessPaths: ReadonlySet<string> = new Set(['/printable/ois']);

/**
 * The compare panel is not shown on these paths. The e-mail checklist form already lists
 * the vehicles it was opened with, and the panel would sit by its e-mail field and Send button.
 */
export const comparePanelHiddenPaths: ReadonlySet<string> = new Set(['/form/email-checklist-form']);
