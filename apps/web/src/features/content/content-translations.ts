import { useLingui } from '@lingui/react';
import {
  use,
  type ComponentType,
  type FulfilledReactPromise,
  type PendingReactPromise,
  type RejectedReactPromise,
} from 'react';
import { isLanguage, type Language } from '@ibc/domain';
import { trackPageLoad } from '@/lib/page-loads';
import {
  getContentPage,
  type ContentBodyProps,
  type ContentPageEntry,
  type ContentTitles,
} from './content-pages';

// Long-form pages are translated as whole documents, not as catalogue messages: pages/<language>/
// holds a language's bodies (the English file names) and titles.ts. Each file is a chunk of its own,
// so a page downloads its own language's body and titles only. English is content-pages.ts and pages/.

interface BodyModule {
  default: ComponentType<ContentBodyProps>;
}

const translatedBodies = import.meta.glob<BodyModule>('./pages/*/*.tsx');
const translatedTitles = import.meta.glob<{ titles: ContentTitles }>('./pages/*/titles.ts');

/**
 * A promise that records its outcome the way React's `use` reads it: once settled, `use` returns its
 * value at once instead of suspending (a preloaded page hydrates as the server drew it).
 */
type Settling<T> = Promise<T> & (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

function settling<T>(promise: Promise<T>): Settling<T> {
  const tracked: Settling<T> = Object.assign(promise, { status: 'pending' as const });
  promise.then(
    (value) => void Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

/** Caches a download by key; a failed one is forgotten, so the next render asks again. */
function cached<T>(cache: Map<string, Settling<T>>, key: string, load: () => Promise<T>): Settling<T> {
  let entry = cache.get(key);
  if (!entry) {
    entry = settling(load());
    cache.set(key, entry);
    entry.catch(() => cache.delete(key));
  }
  return entry;
}

const titlesByLanguage = new Map<string, Settling<ContentTitles | undefined>>();

/** The content pages' texts in a language; undefined for English (content-pages.ts) or no translation. */
export function loadContentTitles(language: Language): Settling<ContentTitles | undefined> {
  return cached(titlesByLanguage, language, async () => {
    const load = language === 'en' ? undefined : translatedTitles[`./pages/${language}/titles.ts`];
    return load ? (await load()).titles : undefined;
  });
}

/** A content page's entry with its texts from `titles` (a language's), English where they have none. */
export function entryIn(path: string, titles: ContentTitles | undefined): ContentPageEntry | undefined {
  const entry = getContentPage(path);
  const translated = (titles as Partial<Record<string, ContentTitles[keyof ContentTitles]>> | undefined)?.[
    path
  ];
  if (!entry || !translated) return entry;
  const section = translated.section ?? entry.section;
  return {
    ...entry,
    title: translated.title,
    description: translated.description,
    ...(section === undefined ? {} : { section }),
  };
}

/** A content page's entry and body in a language. */
export interface LocalizedContent {
  entry: ContentPageEntry;
  Body: ComponentType<ContentBodyProps>;
}

const contents = new Map<string, Settling<LocalizedContent>>();

/**
 * A content page's texts and body in `language`: its translation's (pages/<language>/), English's
 * where there is none (section-index.tsx, generic, is never translated). One download per language
 * and page, shared by every render (the server draws several languages at once).
 */
export function loadContent(path: string, language: Language): Settling<LocalizedContent> {
  return cached(contents, `${language}${path}`, () =>
    // Counted as a page's download: the navigation progress bar shows while a body is on its way.
    trackPageLoad(
      (async () => {
        const english = getContentPage(path);
        if (!english) throw new Error(`No content page for ${path} in content-pages.ts`);
        const loadBody =
          (language === 'en' ? undefined : translatedBodies[`./pages/${language}/${english.file}.tsx`]) ??
          english.load;
        const [titles, { default: Body }] = await Promise.all([loadContentTitles(language), loadBody()]);
        return { entry: entryIn(path, titles) ?? english, Body };
      })(),
    ),
  );
}

/** The language the page is drawn in: the render's Lingui instance's (one per render on the server). */
export function usePageLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

/** The content pages' texts in the page's language (suspends until they have arrived). */
export function useContentTitles(): ContentTitles | undefined {
  return use(loadContentTitles(usePageLanguage()));
}
