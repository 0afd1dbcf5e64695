import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FilterPopover } from './filter-popover';

// §2: "Under 768px filter pop-ups open as full-screen overlays; on wider screens they open on hover."
// Radix gives them focus handling (in on open, back to the button on close) and Escape.

function viewport(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderFilter() {
  return render(
    <FilterPopover label="Steer Side" summary={undefined}>
      {(close) => (
        <button type="button" onClick={close}>
          Right
        </button>
      )}
    </FilterPopover>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('on a wide screen', () => {
  test('opens on hover without taking focus, and closes when the pointer leaves', async () => {
    viewport(true);
    const user = userEvent.setup();
    renderFilter();
    await user.hover(screen.getByRole('button', { name: 'Steer Side' }));
    expect(await screen.findByRole('dialog', { name: 'Steer Side' })).toBeInTheDocument();
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Right' }));
    // Radix's part (fetched on first use) has taken the plain button's place under the pointer.
    const trigger = screen.getByRole('button', { name: 'Steer Side' });
    // A click on the button the pointer already opened does not close it again.
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Steer Side' })).toBeInTheDocument();
    await user.unhover(trigger);
    expect(screen.queryByRole('dialog', { name: 'Steer Side' })).toBeNull();
  });

  test('from the keyboard: focus moves in, Escape closes and gives focus back to the button', async () => {
    viewport(true);
    const user = userEvent.setup();
    renderFilter();
    const trigger = screen.getByRole('button', { name: 'Steer Side' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Steer Side' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Steer Side' })).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});

describe('under 768px', () => {
  test('opens as a full-screen dialog with a title and Close; closing returns focus', async () => {
    viewport(false);
    const user = userEvent.setup();
    renderFilter();
    const trigger = screen.getByRole('button', { name: 'Steer Side' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Steer Side' });
    expect(dialog.className).toContain('fixed inset-0');
    expect(screen.getByRole('heading', { name: 'Steer Side' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  test('a choice inside closes it through the close function it is given', async () => {
    viewport(false);
    const user = userEvent.setup();
    renderFilter();
    await user.click(screen.getByRole('button', { name: 'Steer Side' }));
    await user.click(await screen.findByRole('button', { name: 'Right' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
