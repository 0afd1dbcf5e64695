import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { titles as japanese } from '@/features/content/pages/ja/titles';
import { loadMessages, readText } from '@/lib/i18n';
import { preloadPage, RoutePage } from './route-pages';
import { appRoutes } from './routes';
import { groupSitemap } from './routes/sitemap-page';

// A content page is drawn in the language of its render, title and description included: the server
// preloads that language's body (entry-server.tsx), as the browser does before hydrating (main.tsx).

test("a content page's title, description and body come in the page's language", async () => {
  const belief = japanese['/about/belief'];
  expect(await preloadPage('/about/belief', 'ja')).toEqual({
    title: belief.title,
    description: belief.description,
  });
  expect(await preloadPage('/about/belief')).toEqual({
    title: 'Our belief',
    description: expect.stringContaining('We believe an exporter') as unknown,
  });

  const route = appRoutes.find((candidate) => candidate.path === '/about/belief')!;
  render(
    <I18nProvider i18n={setupI18n({ locale: 'ja', messages: { ja: {} } })}>
      <MemoryRouter initialEntries={['/about/belief']}>
        <RoutePage route={route} />
      </MemoryRouter>
    </I18nProvider>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(belief.title);
  await waitFor(() => expect(document.title.startsWith(`${belief.title} | `)).toBe(true));
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', belief.description);
});

test("a section's landing page names another feature's page in the page's language", async () => {
  await preloadPage('/account', 'ja');
  const i18n = setupI18n({ locale: 'ja', messages: { ja: await loadMessages('ja') } });
  const route = appRoutes.find((candidate) => candidate.path === '/account')!;
  const login = appRoutes.find((candidate) => candidate.path === '/account/login')!;
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/account']}>
        <RoutePage route={route} />
      </MemoryRouter>
    </I18nProvider>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(japanese['/account'].title);
  const title = 'title' in login ? readText(i18n, login.title) : '';
  expect(title).not.toBe('Login');
  expect(screen.getByRole('link', { name: title })).toHaveAttribute('href', '/account/login');
});

test("the sitemap names content pages in the page's language", () => {
  const titleOf = (groups: ReturnType<typeof groupSitemap>, path: string) =>
    groups.flatMap(([, entries]) => entries).find((entry) => entry.path === path)?.title;
  expect(titleOf(groupSitemap(appRoutes, false, undefined, japanese), '/about/belief')).toBe(
    japanese['/about/belief'].title,
  );
  expect(titleOf(groupSitemap(appRoutes, false), '/about/belief')).toBe('Our belief');
});
