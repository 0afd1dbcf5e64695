import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { memberUser } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { AppProviders } from '../providers';
import { useDocumentMeta } from '../use-route-meta';
import { RootLayout } from './root-layout';

const user = memberUser({ id: 1, email: 'dealer@example.co.nz', contact: 'Kiwi Motors' });

/** A page of the table draws its title and description (app/route-pages.tsx). */
function Page({ title }: { title: string }) {
  useDocumentMeta({ title, description: `${title} page` });
  return <h1>{title} body</h1>;
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { index: true, element: <Page title="Home" /> },
          { path: 'other', element: <Page title="Other" /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  server.use(
    http.get('/api/account/me', () => HttpResponse.json(user)),
    http.get('/api/common-user/get-all-accounts', () => HttpResponse.json([])),
  );
});
afterEach(() => {
  window.dataLayer = undefined;
});

describe('layout chosen by the isAuthenticated cookie (§2, §4)', () => {
  test('signed out: pre-login header with Sign Up and Login', async () => {
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Home body' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).toBeNull();
  });

  test("cookie 'true': post-login sidebar with the account menu, no Login link", async () => {
    document.cookie = 'isAuthenticated=true; path=/';
    renderApp();
    expect(await screen.findByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(await screen.findByText('Kiwi Motors')).toBeInTheDocument();
  });

  test('any other cookie value counts as signed out', async () => {
    document.cookie = 'isAuthenticated=false; path=/';
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Home body' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).toBeNull();
  });

  test('re-evaluated at the end of the next navigation', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'Home body' });
    document.cookie = 'isAuthenticated=true; path=/';
    await router.navigate('/other');
    expect(await screen.findByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
  });

  test('sets the document title and pushes a pageView on every navigation', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'Home body' });
    await router.navigate('/other');
    await screen.findByRole('heading', { name: 'Other body' });
    // Title and pageView follow the navigation's end (effects): poll, a busy machine is only slower.
    await waitFor(() => expect(document.title).toBe('Other | IBC Japan'));
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        { event: 'pageView', pageName: '/' },
        { event: 'pageView', pageName: '/other' },
      ]),
    );
  });
});
