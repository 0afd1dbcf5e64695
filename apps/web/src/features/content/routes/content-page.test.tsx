import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import type { Language } from '@ibc/domain';
import { contentPages } from '../content-pages';
import { titles as japanese } from '../pages/ja/titles';
import JapaneseBelief from '../pages/ja/about--belief';
import { loadContentRoute, preloadContent, useContentMeta } from './content-page';

/** A render's own Lingui instance in `language`, as the server makes one per render. */
function InLanguage({ language, children }: { language: Language; children: ReactNode }) {
  const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
  return (
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nProvider>
  );
}

async function contentRoute(path: string): Promise<ComponentType> {
  return (await loadContentRoute(path)).default;
}

function Meta({ path }: { path: string }) {
  const { title, description } = useContentMeta(path);
  return <p data-testid="meta">{`${title} | ${description}`}</p>;
}

describe('a content page in the reader language', () => {
  test('/about/belief in Japanese: the Japanese title, section and body; in English the English', async () => {
    const Page = await contentRoute('/about/belief');
    await Promise.all([preloadContent('/about/belief', 'ja'), preloadContent('/about/belief', 'en')]);

    const { unmount } = render(
      <InLanguage language="ja">
        <Page />
        <Meta path="/about/belief" />
      </InLanguage>,
    );
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      japanese['/about/belief'].title,
    );
    expect(article).toHaveTextContent(japanese['/about/belief'].section!);
    const { container: body } = render(
      <MemoryRouter>
        <JapaneseBelief />
      </MemoryRouter>,
    );
    expect(article.textContent).toContain(body.textContent);
    expect(article).not.toHaveTextContent('Honest description');
    // The document's title and description (route-pages.tsx) are the language's too.
    expect(screen.getByTestId('meta')).toHaveTextContent(
      `${japanese['/about/belief'].title} | ${japanese['/about/belief'].description}`,
    );
    unmount();

    render(
      <InLanguage language="en">
        <Page />
      </InLanguage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Our belief' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Honest description');
  });

  test("a section's landing page lists its pages under their titles in the page's language", async () => {
    const Page = await contentRoute('/about');
    await preloadContent('/about', 'ja');
    render(
      <InLanguage language="ja">
        <Page />
      </InLanguage>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(japanese['/about'].title);
    const belief = japanese['/about/belief'];
    expect(screen.getByRole('link', { name: (name) => name.startsWith(belief.title) })).toHaveAttribute(
      'href',
      '/about/belief',
    );
    expect(screen.queryByText(contentPages['/about/belief'].title)).not.toBeInTheDocument();
  });

  test('the server draws languages side by side, and the browser hydrates each without a mismatch', async () => {
    const Page = await contentRoute('/about/reputation');
    // As entry-server.tsx: each render preloads its language, then draws with its own instance.
    await Promise.all(
      (['ja', 'ar', 'en'] as const).map((language) => preloadContent('/about/reputation', language)),
    );
    const drawn = (['ja', 'ar', 'en'] as const).map((language) => {
      const tree = (
        <InLanguage language={language}>
          <Page />
        </InLanguage>
      );
      return { language, tree, html: renderToString(tree) };
    });
    expect(drawn[0]!.html).toContain(japanese['/about/reputation'].title);
    expect(drawn[2]!.html).toContain(contentPages['/about/reputation'].title);
    expect(new Set(drawn.map(({ html }) => html)).size).toBe(3);

    for (const { tree, html } of drawn) {
      const container = document.createElement('div');
      container.innerHTML = html;
      const asDrawn = container.innerHTML;
      document.body.append(container);
      const onRecoverableError = vi.fn();
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError }));
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(asDrawn);
      error.mockRestore();
      act(() => root.unmount());
      container.remove();
    }
  });
});
