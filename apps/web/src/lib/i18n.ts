// The messages of the reader's language (ADR 0018): Lingui's instance, activated before the first
// render with the catalogue of the area the page draws, each catalogue a download of its own.
import { i18n, type Messages } from '@lingui/core';
// The type only: the domain's languages module carries zod schemas, which the first load goes without
// (ADR 0010).
import type { Language } from '@ibc/domain';

/** The `public` catalogues, compiled by the Lingui Vite plugin when one is imported. */
const publicCatalogues = import.meta.glob<{ messages: Messages }>('../locales/*/public.po');

/** Loads the language's catalogue and makes it the one every message is read in. */
export async function activateLanguage(language: Language = 'en'): Promise<void> {
  const load = publicCatalogues[`../locales/${language}/public.po`];
  if (!load) throw new Error(`No catalogue for ${language}`);
  const { messages } = await load();
  i18n.loadAndActivate({ locale: language, messages });
}

export { i18n };
