import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { renderWithRouter } from '@/testing/render';
import { LanguageSwitcher } from './language-switcher';

// The switcher is a plain button until first used (Radix's pop-over comes then), named "Language" in
// English whatever the page's language; it lists this page in every language, in their own names.
test('"Language" opens this page in every language, each in its own name; Escape closes it', async () => {
  const user = userEvent.setup();
  renderWithRouter(<LanguageSwitcher />, { path: '/search?make=Toyota' });
  const trigger = screen.getByRole('button', { name: 'Language' });
  expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
  expect(trigger.getAttribute('aria-expanded')).toBe('false');

  await user.click(trigger);
  const list = await screen.findByRole('dialog', { name: 'Language' });
  const links = await waitFor(() => {
    const found = list.querySelectorAll('a');
    expect(found).toHaveLength(6);
    return [...found];
  });
  expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.lang])).toEqual([
    ['English', '/search?make=Toyota', 'en'],
    ['日本語', '/ja/search?make=Toyota', 'ja'],
    ['Русский', '/ru/search?make=Toyota', 'ru'],
    ['Español', '/es/search?make=Toyota', 'es'],
    ['Français', '/fr/search?make=Toyota', 'fr'],
    ['العربية', '/ar/search?make=Toyota', 'ar'],
  ]);
  // The page's language (English in tests) is marked as the current one.
  expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language' }));
});
