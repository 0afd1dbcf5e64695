// The contact forms' messages and rules; their schemas are in contracts/contact.ts, so a page that
// only links to a form does not load the schema library.

// §5 Email inquiry form: "sender required; senderEmailAddress required and a valid e-mail; body required".
export const CONTACT_MESSAGES = {
  senderRequired: /*i18n*/ 'Please enter your name.',
  senderTooLong: /*i18n*/ 'Your name must be at most 100 characters.',
  emailRequired: /*i18n*/ 'Please enter your e-mail address.',
  emailInvalid: /*i18n*/ 'Please enter a valid e-mail address.',
  bodyRequired: /*i18n*/ 'Please enter your message.',
  bodyTooLong: /*i18n*/ 'Your message must be at most 5000 characters.',
} as const;

// Twenty checklists in one e-mail is more than anyone compares (four) and keeps the mail small.
export const MAX_CHECKLIST_VEHICLES = 20;

export function isLikelySpam(form: { website?: string | undefined }): boolean {
  return (form.website ?? '').trim() !== '';
}

/** §2 "/form/email-checklist-form?id={ids joined by hyphens, no leading hyphen}"; bad parts dropped, repeats once. */
export function parseChecklistIds(idParam: string | null | undefined): number[] {
  const ids = (idParam ?? '')
    .split('-')
    .filter((part) => /^\d+$/.test(part.trim()))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)];
}

export function checklistIdsParam(ids: readonly number[]): string {
  return ids.join('-');
}
