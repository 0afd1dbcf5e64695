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
  pendingEmails: [],
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

// Issue 10, finding 6: a newly added notification address gets no mail until its owner confirms it.
test('lists addresses still waiting for their confirmation link, and keeps them in the list', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ...profile, pendingEmails: ['buyer@other.example'] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ),
  );
  renderWithRouter(<ProfilePage />, { path: '/my-account/my-profile/account-details' });
  const waiting = await screen.findByRole('list', { name: 'Addresses waiting for confirmation' });
  expect(waiting.textContent).toBe('buyer@other.example');
  expect(screen.getByLabelText<HTMLTextAreaElement>(/E-mail addresses/).value).toBe(
    'nz@demo.local\naccounts@kiwimotors.example\nbuyer@other.example',
  );
});
