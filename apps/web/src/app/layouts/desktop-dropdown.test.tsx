import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Tooltip } from '@/components/ui/tooltip';
import { renderWithRouter } from '@/testing/render';
import { DesktopDropdown, HOVER_CLOSE_DELAY_MS } from './desktop-dropdown';
import type { MenuGroup } from './menus';

// The header's Radix menu and the tile's tooltip are fetched on first use; the plain
// trigger shown before has the same role, name and state, and hands over pointer and keyboard use.

/** A menu label as the menus give it (a message descriptor), read in English. */
const text = (message: string) => ({ id: message, message });

const group: MenuGroup = {
  kind: 'group',
  id: 'stock',
  label: text('Stock'),
  items: [
    { kind: 'route', label: text('IBC Stock'), to: '/search?stockType=ibc' },
    { kind: 'route', label: text('New Arrivals'), to: '/search?stockType=new-arrival' },
  ],
};

describe('header dropdown (first use)', () => {
  test('starts as a closed menu button; pressing it opens the menu', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DesktopDropdown group={group} />);
    const trigger = screen.getByRole('button', { name: 'Stock' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'IBC Stock' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stock' }).getAttribute('aria-expanded')).toBe('true');
  });

  test('from the keyboard: Enter opens it on its first item, Escape gives focus back', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DesktopDropdown group={group} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'IBC Stock' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stock' }));
  });
});

const services: MenuGroup = {
  kind: 'group',
  id: 'services',
  label: text('Services'),
  items: [{ kind: 'route', label: text('Tariff'), to: '/services/tariff' }],
};

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('header dropdown opens on hover (§2 desktop)', () => {
  test('resting the mouse on it opens it without taking focus; leaving closes it after a moment', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DesktopDropdown group={group} />);
    await user.hover(screen.getByRole('button', { name: 'Stock' }));
    expect(await screen.findByRole('menuitem', { name: 'IBC Stock' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stock' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(document.body);
    await user.unhover(screen.getByRole('button', { name: 'Stock' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(document.body);
  });

  test('moving from the trigger into the menu keeps it open', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DesktopDropdown group={group} />);
    const trigger = screen.getByRole('button', { name: 'Stock' });
    await user.hover(trigger);
    const item = await screen.findByRole('menuitem', { name: 'New Arrivals' });
    await user.unhover(trigger);
    await user.hover(item);
    await pause(HOVER_CLOSE_DELAY_MS + 100);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.unhover(item);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  test('a click after the hover keeps it open, also once the pointer leaves; a second click closes it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DesktopDropdown group={group} />);
    const trigger = screen.getByRole('button', { name: 'Stock' });
    await user.hover(trigger);
    await screen.findByRole('menu');
    await user.click(screen.getByRole('button', { name: 'Stock' }));
    await user.unhover(screen.getByRole('button', { name: 'Stock' }));
    await pause(HOVER_CLOSE_DELAY_MS + 100);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stock' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  test('Arrow Down on a hover-opened menu moves focus to its first item', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DesktopDropdown group={group} />);
    await user.hover(screen.getByRole('button', { name: 'Stock' }));
    await screen.findByRole('menu');
    screen.getByRole('button', { name: 'Stock' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'IBC Stock' }));
  });

  test('pointing at another dropdown closes the open one at once', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <DesktopDropdown group={group} />
        <DesktopDropdown group={services} />
      </>,
    );
    await user.hover(screen.getByRole('button', { name: 'Stock' }));
    await screen.findByRole('menuitem', { name: 'IBC Stock' });
    await user.hover(screen.getByRole('button', { name: 'Services' }));
    await screen.findByRole('menuitem', { name: 'Tariff' });
    expect(screen.queryByRole('menuitem', { name: 'IBC Stock' })).toBeNull();
    expect(screen.getAllByRole('menu')).toHaveLength(1);
  });
});

describe('tooltip (first use)', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('focus on the trigger fetches the tooltip, keeps the focus and shows the text', async () => {
    // Radix measures the arrow; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const user = userEvent.setup();
    render(
      <Tooltip content="Dealer Direct: no claim policy">
        <button type="button" aria-label="Dealer Direct unit">
          i
        </button>
      </Tooltip>,
    );
    await user.tab();
    expect((await screen.findByRole('tooltip')).textContent).toContain('Dealer Direct: no claim policy');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dealer Direct unit' }));
  });
});
