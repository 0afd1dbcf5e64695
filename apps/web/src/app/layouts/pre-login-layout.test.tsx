import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderWithRouter } from '@/testing/render';
import { PreLoginLayout } from './pre-login-layout';

const page = (
  <PreLoginLayout>
    <h1>Body</h1>
  </PreLoginLayout>
);

describe('pre-login layout', () => {
  test('the hamburger opens the mobile menu and locks page scroll until closed (§2)', async () => {
    const user = userEvent.setup();
    renderWithRouter(page);
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open.getAttribute('aria-expanded')).toBe('false');

    await user.click(open);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(close);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  test('Escape closes the mobile menu, unlocks scroll and gives focus back to the hamburger', async () => {
    const user = userEvent.setup();
    renderWithRouter(page);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('pre-login-mobile-menu')!;
    within(menu).getByRole('button', { name: 'Services' }).focus();
    await user.keyboard('{Escape}');
    expect(document.getElementById('pre-login-mobile-menu')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  test('following a link in the mobile menu closes it and unlocks scroll', async () => {
    const user = userEvent.setup();
    renderWithRouter(page);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('pre-login-mobile-menu')!;
    await user.click(within(menu).getByRole('button', { name: 'About Us' }));
    await user.click(within(menu).getByRole('link', { name: 'Contact Us' }));
    expect(document.getElementById('pre-login-mobile-menu')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  test('a mobile group opens on click and closes when chosen again', async () => {
    const user = userEvent.setup();
    renderWithRouter(page);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('pre-login-mobile-menu')!;
    const services = within(menu).getByRole('button', { name: 'Services' });
    await user.click(services);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Tariff' })).toBeInTheDocument();
    await user.click(services);
    expect(services.getAttribute('aria-expanded')).toBe('false');
  });

  test('external parts site opens in a new tab without opener', async () => {
    const user = userEvent.setup();
    renderWithRouter(page);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('pre-login-mobile-menu')!;
    await user.click(within(menu).getByRole('button', { name: 'Stock' }));
    const parts = within(menu).getByRole('link', { name: /IBC Parts/ });
    expect(parts.getAttribute('target')).toBe('_blank');
    expect(parts.getAttribute('rel')).toContain('noopener');
  });

  test('header and footer are hidden on /printable/ois, the footer on /checklist/underbody-scan', () => {
    const { unmount } = renderWithRouter(page, { path: '/printable/ois?id=5' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    unmount();
    renderWithRouter(page, { path: '/checklist/underbody-scan' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
