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
  expect(screen.getByText(/Welcome back, Aroha Ngata/)).toBeTruthy();
});

// Issue 10, finding 7: a new company waits for the sales team; the member is told why prices are missing.
test('a member whose company is under review is told so', async () => {
  signInMember({ ...user, accountStatus: 'pending' });
  renderWithRouter(<AccountSummaryPage />);
  const notice = (await screen.findByText('Your account is being reviewed')).closest('[role="status"]')!;
  expect(notice.textContent).toContain('Until then you can browse the stock without prices.');
});

test('an approved member sees no review notice', async () => {
  renderWithRouter(<AccountSummaryPage />);
  await screen.findByText(/Welcome back, Aroha Ngata/);
  expect(screen.queryByText('Your account is being reviewed')).toBeNull();
});
