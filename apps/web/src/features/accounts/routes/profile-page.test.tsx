import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { Profile } from '@ibc/domain';
import { renderWithRouter } from '@/testing/render';
import ProfilePage from './profile-page';

const profile: Profile = {
  companyName: 'Kiwi Motors Ltd',
  contactName: 'Aroha Williams',
  signInEmail: 'nz@demo.local',
  emails: ['nz@demo.local', 'accounts@kiwimotors.example'],
  phone: '+64 9 555 0142',
  countryId: 75,
  countryName: 'New Zealand',
  emailVerified: true,
};

beforeEach(() => {
  document.cookie = 'isAuthenticated=true; path=/';
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(profile), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

test('§3 e-mails one per line, what the details are for, and how to change the login e-mail', async () => {
  renderWithRouter(<ProfilePage />, { path: '/my-account/my-profile/account-details' });
  expect(await screen.findByText('Kiwi Motors Ltd')).toBeTruthy();
  expect(screen.getByLabelText<HTMLTextAreaElement>(/E-mail addresses/).value).toBe(
    'nz@demo.local\naccounts@kiwimotors.example',
  );
  expect(screen.getByLabelText(/Contact name/)).toBeTruthy();
  const uses = screen.getByRole('region', { name: 'How we use your details' });
  expect(uses.textContent).toContain('one address per line');
  expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/about/contact-us');
});
