import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render';
import { externalSites, headOffice } from '@/config/site';
import type { Language } from '@ibc/domain';
import { i18n, loadMessages } from '@/lib/i18n';
import { qrCodeDataUri } from './app-qr-code';
import { SiteFooter } from './site-footer';

afterEach(() => vi.useRealTimers());

test('the copyright shows the current UTC year, not the local one (§2 Footer)', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 08:00 on 1 Jan 2031 in Japan is still 31 Dec 2030 in UTC.
  vi.setSystemTime(new Date('2031-01-01T08:00:00+09:00'));
  renderWithRouter(<SiteFooter />);
  expect(screen.getByText('© 2030 IBC Japan')).toBeInTheDocument();
});

test('footer links, social links and app QR codes', () => {
  renderWithRouter(<SiteFooter />);
  expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  expect(screen.getByRole('link', { name: 'Sitemap' }).getAttribute('href')).toBe('/sitemap');
  expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
  expect(screen.getByRole('link', { name: /Newsletter/ }).getAttribute('target')).toBe('_blank');
  expect(screen.getByRole('link', { name: 'IBC Japan on Facebook' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'IBC Japan on Instagram' })).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'QR code: download the IBC Japan app for iOS' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'QR code: download the IBC Japan app for Android' }),
  ).toBeInTheDocument();
});

test('the app QR codes are real codes of the store links, drawn once the encoder has loaded', async () => {
  renderWithRouter(<SiteFooter />);
  for (const [store, url] of [
    ['iOS', externalSites.iosApp],
    ['Android', externalSites.androidApp],
  ] as const) {
    const link = screen.getByRole('link', { name: `QR code: download the IBC Japan app for ${store}` });
    expect(link.getAttribute('href')).toBe(url);
    const code = within(link).getByRole('img', { name: `QR code: download the IBC Japan app for ${store}` });
    const expected = await qrCodeDataUri(url);
    expect(expected).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    await waitFor(() => expect(code.querySelector('img')?.getAttribute('src')).toBe(expected));
  }
});

const speak = async (language: Language) =>
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language) });

test('in Japanese and in Arabic, the footer reads its catalogue; names and numbers stay as they are', async () => {
  try {
    await speak('ja');
    const { unmount } = renderWithRouter(<SiteFooter />);
    expect(screen.getByRole('heading', { name: '本社' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'プライバシーポリシー' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    // The number is isolated (<bdi>): in Arabic it is not reordered by the words around it.
    const fax = screen.getByText(headOffice.fax);
    expect(fax.tagName).toBe('BDI');
    expect(fax.parentElement?.textContent).toBe(`FAX：${headOffice.fax}`);
    unmount();

    await speak('ar');
    renderWithRouter(<SiteFooter />);
    expect(screen.getByRole('heading', { name: 'المكتب الرئيسي' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'IBC Japan على فيسبوك' })).toBeInTheDocument();
    expect(screen.getByText(headOffice.phone).tagName).toBe('BDI');
    expect(screen.getByText(headOffice.company).tagName).toBe('BDI');
  } finally {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  }
});
