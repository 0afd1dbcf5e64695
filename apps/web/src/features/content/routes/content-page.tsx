import type { ComponentType } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { getContentPage, type ContentBodyProps } from '../content-pages';

export interface ContentPageProps extends ContentBodyProps {
  Body: ComponentType<ContentBodyProps>;
}

/** Renders one registry entry: the shared header, then the page's own body. */
export function ContentPage({ path, entry, Body }: ContentPageProps) {
  return (
    <article className="space-y-5">
      <PageHeader title={entry.title} {...(entry.section ? { eyebrow: entry.section } : {})} />
      <div className="max-w-3xl space-y-3 text-[15px] leading-relaxed text-slate-700">
        <Body path={path} entry={entry} />
      </div>
    </article>
  );
}

/**
 * Lazy route module for a registry path: loads the body, returns a page bound to its entry and the
 * entry's title and description (the router's document title and meta description).
 */
export async function loadContentRoute(
  path: string,
): Promise<{ default: ComponentType; meta: { title: string; description: string } }> {
  const entry = getContentPage(path);
  if (!entry) throw new Error(`No content page for ${path} in content-pages.ts`);
  const found = entry;
  const { default: Body } = await entry.load();
  function ContentRoute() {
    return <ContentPage path={path} entry={found} Body={Body} />;
  }
  return { default: ContentRoute, meta: { title: entry.title, description: entry.description } };
}
