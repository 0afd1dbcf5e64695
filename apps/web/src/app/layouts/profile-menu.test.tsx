import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { memberUser } from '@/testing/member-api';
import { renderWithRouter } from '@/testing/render';
import { ProfileMenu } from './profile-menu';

// Until first used the profile menu is a plain button (Radix's menu comes on first use),
// with the menu trigger's name and state; the keyboard opens it on its first item, as Radix would.
test('before first use the profile menu is a closed menu button; Enter opens it on Switch Account', async () => {
  const onSwitchAccount = vi.fn();
  const user = userEvent.setup();
  renderWithRouter(<ProfileMenu user={memberUser({ currency: 'NZD' })} onSwitchAccount={onSwitchAccount} />);
  const trigger = screen.getByRole('button', { name: /Profile menu/ });
  expect(trigger.textContent).toContain('NZD Account');
  expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
  expect(trigger.getAttribute('aria-expanded')).toBe('false');

  await user.tab();
  await user.keyboard('{Enter}');
  const first = await screen.findByRole('menuitem', { name: 'Switch Account' });
  await waitFor(() => expect(document.activeElement).toBe(first));
  expect(screen.getByRole('menuitem', { name: 'My Profile' }).getAttribute('href')).toBe(
    '/my-account/my-profile/account-details',
  );
  expect(screen.getByRole('menuitem', { name: 'Sign Out' }).getAttribute('href')).toBe('/logout');

  await user.keyboard('{Enter}');
  expect(onSwitchAccount).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(document.activeElement).toBe(screen.getByRole('button', { name: /Profile menu/ }));
});
