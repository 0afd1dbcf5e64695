import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { Profile } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { ProfileView as ProfilePage } from './profile-page';

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

function serveProfile(answer: Profile) {
  document.cookie = 'isAuthenticated=true; path=/';
  server.use(http.get('/api/account/profile', () => HttpResponse.json(answer)));
}

test('§3 e-mails one per line, what the details are for, and how to change the login e-mail', async () => {
  serveProfile(profile);
  renderWithRouter(<ProfilePage />, { path: '/my-account/my-profile/account-details' });
  expect(await screen.findByText('Kiwi Motors Ltd')).toBeInTheDocument();
  // The form takes the profile in an effect after the page shows it.
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLTextAreaElement>(/E-mail addresses/).value).toBe(
      'nz@demo.local\naccounts@kiwimotors.example',
    ),
  );
  expect(screen.getByLabelText(/Contact name/)).toBeInTheDocument();
  const uses = screen.getByRole('region', { name: 'How we use your details' });
  expect(uses.textContent).toContain('one address per line');
  expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/about/contact-us');
});

// A newly added notification address gets no mail until its owner confirms it.
test('lists addresses still waiting for their confirmation link, and keeps them in the list', async () => {
  serveProfile({ ...profile, pendingEmails: ['buyer@other.example'] });
  renderWithRouter(<ProfilePage />, { path: '/my-account/my-profile/account-details' });
  const waiting = await screen.findByRole('list', { name: 'Addresses waiting for confirmation' });
  expect(waiting.textContent).toBe('buyer@other.example');
  await waitFor(() =>
    expect(screen.getByLabelText<HTMLTextAreaElement>(/E-mail addresses/).value).toBe(
      'nz@demo.local\naccounts@kiwimotors.example\nbuyer@other.example',
    ),
  );
});
