import { screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { memberUser, signInMember } from '@/testing/member-api';
import { renderWithRouter } from '@/testing/render';
import { AccountSummaryView as AccountSummaryPage } from './account-summary-page';

const user = memberUser({
  email: 'buyer@harbour.example; ops@harbour.example ;accounts@harbour.example',
  contact: 'Aroha Ngata',
});

beforeEach(() => signInMember(user, [{ currency: 'NZD', forex: '88.5' }]));

test("§3 the member's e-mail addresses, separated by semicolons, are shown one per line", async () => {
  renderWithRouter(<AccountSummaryPage />);
  const list = await screen.findByRole('list', { name: 'E-mail addresses' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['buyer@harbour.example', 'ops@harbour.example', 'accounts@harbour.example']);
  expect(screen.getByText(/Welcome back, Aroha Ngata/)).toBeInTheDocument();
});

// A new company waits for the sales team; the member is told why prices are missing.
test('a member whose company is under review is told so', async () => {
  signInMember({ ...user, accountStatus: 'pending' });
  renderWithRouter(<AccountSummaryPage />);
  const notice = (await screen.findByText('Your account is being reviewed')).closest('[role="status"]')!;
  expect(notice.textContent).toContain('Until then you can browse the stock without prices.');
  // How long it usually takes, and how to reach the sales team (the head office's details).
  expect(notice.textContent).toContain('usually within one business day');
  expect(
    within(notice as HTMLElement).getByRole('link', { name: 'sales@ibc-japan.example' }),
  ).toHaveAttribute('href', 'mailto:sales@ibc-japan.example');
  expect(within(notice as HTMLElement).getByRole('link', { name: '+81 45 222 0000' })).toHaveAttribute(
    'href',
    'tel:+81452220000',
  );
  // No sentence about prices he cannot see yet.
  expect(screen.getByText('Welcome back, Aroha Ngata. Your active account is NZD.')).toBeInTheDocument();
  expect(screen.queryByText(/Prices are shown/)).toBeNull();
});

test('an approved member sees no review notice', async () => {
  renderWithRouter(<AccountSummaryPage />);
  await screen.findByText(/Welcome back, Aroha Ngata/);
  expect(screen.queryByText('Your account is being reviewed')).toBeNull();
});

// 'Welcome back' only once the user has signed in before.
test('the first sign-in says Welcome, not Welcome back', async () => {
  signInMember({ ...user, firstSignIn: true });
  renderWithRouter(<AccountSummaryPage />);
  await screen.findByText(/^Welcome, Aroha Ngata\./);
  expect(screen.queryByText(/Welcome back/)).toBeNull();
});

// Staff have no currency accounts; they get their role and the back office instead.
test('staff see no currency-accounts table, and the way to the back office', async () => {
  signInMember(memberUser({ isStaff: true, role: 'staff', countryId: null, contact: 'Sales Desk' }));
  renderWithRouter(<AccountSummaryPage deals={<p>Dealer deals</p>} />);
  await screen.findByRole('heading', { name: 'Your sign-in' });
  expect(screen.queryByRole('table', { name: 'Your currency accounts' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Your accounts' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Open the back office' }).getAttribute('href')).toBe('/admin');
  expect(screen.getByText('Welcome back, Sales Desk. Prices are shown in NZD.')).toBeInTheDocument();
  expect(screen.queryByText('Dealer deals')).toBeNull();
});

test('a dealer sees his deals above his accounts', async () => {
  renderWithRouter(<AccountSummaryPage deals={<p>Dealer deals</p>} />);
  await screen.findByText('Dealer deals');
});
