import { use, type ComponentType } from 'react';
import type { Language } from '@ibc/domain';
import { PageHeader } from '@/components/ui/page-header';
import { getContentPage, type ContentBodyProps } from '../content-pages';
import { loadContent, usePageLanguage } from '../content-translations';

export { ContentLinkTitles } from '../link-titles';

export interface ContentPageProps extends ContentBodyProps {
  Body: ComponentType<ContentBodyProps>;
}

/** Renders one registry entry: the shared header, then the page's own body. */
export function ContentPage({ path, entry, language, Body }: ContentPageProps) {
  return (
    <article className="space-y-5">
      <PageHeader title={entry.title} {...(entry.section ? { eyebrow: entry.section } : {})} />
      <div className="max-w-3xl space-y-3 text-[15px] leading-relaxed text-slate-700">
        <Body path={path} entry={entry} language={language} />
      </div>
    </article>
  );
}

/**
 * The title and description of a content page in the page's language (the document's title and
 * meta description); suspends until its texts have arrived.
 */
export function useContentMeta(path: string): { title: string; description: string } {
  const { entry } = use(loadContent(path, usePageLanguage()));
  return { title: entry.title, description: entry.description };
}

/**
 * Brings a content page's body and texts in `language` (route-pages.tsx preloadPage), so the page is
 * drawn or hydrated at once; answers its title and description in that language.
 */
export async function preloadContent(
  path: string,
  language: Language,
): Promise<{ title: string; description: string }> {
  const { entry } = await loadContent(path, language);
  return { title: entry.title, description: entry.description };
}

/**
 * Lazy route module for a registry path: a page that draws the body in the language of the render
 * (its Lingui instance's), with the English title and description (the route table's). The body
 * comes when first drawn in a language, or before with preloadContent.
 */
export async function loadContentRoute(
  path: string,
): Promise<{ default: ComponentType; meta: { title: string; description: string } }> {
  const english = getContentPage(path);
  if (!english) throw new Error(`No content page for ${path} in content-pages.ts`);
  function ContentRoute() {
    const language = usePageLanguage();
    const { entry, Body } = use(loadContent(path, language));
    return <ContentPage path={path} entry={entry} language={language} Body={Body} />;
  }
  return { default: ContentRoute, meta: { title: english.title, description: english.description } };
}
