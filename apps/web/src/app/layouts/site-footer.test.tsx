import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render';
import { SiteFooter } from './site-footer';

afterEach(() => vi.useRealTimers());

test('the copyright shows the current UTC year, not the local one (§2 Footer)', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 08:00 on 1 Jan 2031 in Japan is still 31 Dec 2030 in UTC.
  vi.setSystemTime(new Date('2031-01-01T08:00:00+09:00'));
  renderWithRouter(<SiteFooter />);
  expect(screen.getByText('© 2030 IBC Japan')).toBeTruthy();
});

test('footer links, social links and app QR codes', () => {
  renderWithRouter(<SiteFooter />);
  expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  expect(screen.getByRole('link', { name: 'Sitemap' }).getAttribute('href')).toBe('/sitemap');
  expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
  expect(screen.getByRole('link', { name: /Newsletter/ }).getAttribute('target')).toBe('_blank');
  expect(screen.getByRole('link', { name: 'IBC Japan on Facebook' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'IBC Japan on Instagram' })).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Download the iOS app' })).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Download the Android app' })).toBeTruthy();
});
