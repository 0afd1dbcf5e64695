// Absolute links in e-mails. The base is always app.publicUrl() (PUBLIC_URL, else where the server
// listens), never a request header. A link in an e-mail to a reader opens the page in his language.
import { DEFAULT_LANGUAGE, localizedUrl, type Language } from '@ibc/domain';

/** A page of the site ('/my-account/saved-searches') in `language`, as an absolute address. */
export const pageUrl = (base: string, path: string, language: Language = DEFAULT_LANGUAGE) =>
  `${base}${localizedUrl(language, path)}`;

export const checklistUrl = (base: string, vehicleId: number, language: Language = DEFAULT_LANGUAGE) =>
  pageUrl(base, `/checklist?id=${vehicleId}`, language);
