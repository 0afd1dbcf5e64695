import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { signInMember } from '@/testing/member-api';
import { renderWithRouter } from '@/testing/render';
import { SwitchAccountDialog } from './switch-account-dialog';

const accounts = [
  { currency: 'JPY', forex: null },
  { currency: 'NZD', forex: '88.50' },
  { currency: 'USD', forex: '150.25' },
];

beforeEach(() => signInMember(undefined, accounts));

test("§2 'SELECT ACCOUNT' lists '{currency} Account' with forex; the current one is not selectable", async () => {
  const onOpenChange = vi.fn();
  const { router } = renderWithRouter(<SwitchAccountDialog open onOpenChange={onOpenChange} />, {
    path: '/search?tab=11',
    routes: [{ path: '/account/switch', element: <p>switching</p> }],
  });
  const dialog = await screen.findByRole('dialog', { name: 'SELECT ACCOUNT' });
  const jpy = await within(dialog).findByRole('button', { name: /JPY Account/ });
  expect(jpy.textContent).toContain('Forex is applicable to non JPY account only');
  expect(within(dialog).getByRole('button', { name: /USD Account/ }).textContent).toContain(
    'Forex: 1 USD = 150.25 JPY',
  );
  const current = within(dialog).getByRole('button', { name: /NZD Account/ });
  expect(current).toHaveProperty('disabled', true);
  expect(current.getAttribute('aria-current')).toBe('true');
  expect(within(dialog).getByText('NZD Account').closest('[aria-current]')).not.toBeNull();

  await userEvent.click(within(dialog).getByRole('button', { name: /USD Account/ }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
  expect(router.state.location.pathname).toBe('/account/switch');
  expect(router.state.location.search).toBe('?currency=USD');
  expect(router.state.location.state).toEqual({ from: '/search?tab=11' });
});

test('the X closes it', async () => {
  const onOpenChange = vi.fn();
  renderWithRouter(<SwitchAccountDialog open onOpenChange={onOpenChange} />);
  const dialog = await screen.findByRole('dialog', { name: 'SELECT ACCOUNT' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
});
