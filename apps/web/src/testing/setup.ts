// The DOM matchers (toBeInTheDocument, toHaveAccessibleName, toBeDisabled…) say what a test expects
// of the page, where toBeTruthy() only says that something was found.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type * as TestingLibrary from '@testing-library/react';
import { createElement, type JSXElementConstructor, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { i18n, setPageLanguage } from '@/lib/i18n';
import { server } from './msw';

// findBy*/waitFor poll until the condition holds; a busy CI machine may take longer than the
// library's 1 s default, which must slow a run down, never fail it.
configure({ asyncUtilTimeout: 15_000 });

// jsdom does not scroll (its scrollTo says 'Not implemented'); the root layout scrolls on every
// navigation (app/use-scroll-restoration.ts).
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// jsdom lays nothing out: the announcement editor (ProseMirror) measures the caret to scroll it
// into view, so the measurements answer empty boxes.
if (typeof window !== 'undefined') {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  if (!('getClientRects' in Range.prototype)) Object.assign(Range.prototype, { getClientRects: emptyRects });
  if (!('getBoundingClientRect' in Range.prototype))
    Object.assign(Range.prototype, { getBoundingClientRect: () => new DOMRect() });
  if (!('elementFromPoint' in document)) Object.assign(document, { elementFromPoint: () => null });
}

// Components read their messages in English, from the code itself (the macros keep the source text
// outside production builds), as a page does once main.tsx has activated the language.
function readInEnglish() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  setPageLanguage('en');
}
readInEnglish();

// Every component is drawn inside Lingui's provider, as in the app (AppProviders): a test that draws
// one component alone renders it as the page would.
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof TestingLibrary>();
  type Wrapper = JSXElementConstructor<{ children: ReactNode }>;
  const withMessages =
    (Inner: Wrapper | undefined): Wrapper =>
    ({ children }) =>
      createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
  const render = (ui: ReactNode, options?: Parameters<typeof library.render>[1]) =>
    library.render(ui, { ...options, wrapper: withMessages(options?.wrapper) });
  const renderHook = <Result, Props>(
    hook: (props: Props) => Result,
    options?: Parameters<typeof library.renderHook<Result, Props>>[1],
  ) => library.renderHook(hook, { ...options, wrapper: withMessages(options?.wrapper) });
  return { ...library, render, renderHook };
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => {
  server.close();
  // The next file of this worker starts from the same page: nothing a test wrote into it, in English.
  if (typeof document !== 'undefined') document.body.innerHTML = '';
  readInEnglish();
});

afterEach(() => {
  server.resetHandlers();
  // A test of the server's rendering (entry-server.test.tsx) runs without a DOM.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.cookie = 'isAuthenticated=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.body.style.overflow = '';
});
