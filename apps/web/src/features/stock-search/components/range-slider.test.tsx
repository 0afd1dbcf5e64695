import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { MILEAGE_RANGE } from '@ibc/domain';
import { RangeSlider } from './range-slider';

// jsdom has no layout; Radix Slider measures its track through ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const years = { floor: 1990, ceil: 2026 };

function renderSlider(
  options: { floor: number; ceil: number; noSwitching?: boolean },
  value: [number, number],
) {
  const onChange = vi.fn();
  render(<RangeSlider options={options} value={value} onChange={onChange} lowLabel="From" highLabel="To" />);
  return onChange;
}

test('PageUp and PageDown move a thumb by one tenth of the range (§5), rounded to the step', async () => {
  const onChange = renderSlider(years, [2000, 2020]);
  screen.getByRole('slider', { name: 'From' }).focus();
  await userEvent.keyboard('{PageUp}');
  // (2026 - 1990) / 10 = 3.6 years, rounded to the step of 1
  expect(onChange).toHaveBeenLastCalledWith([2004, 2020]);
  screen.getByRole('slider', { name: 'To' }).focus();
  await userEvent.keyboard('{PageDown}');
  expect(onChange).toHaveBeenLastCalledWith([2000, 2016]);
});

test('a page step past the ends is clamped, and arrows still move one step', async () => {
  const onChange = renderSlider(MILEAGE_RANGE, [10, 950000]);
  screen.getByRole('slider', { name: 'To' }).focus();
  await userEvent.keyboard('{PageUp}');
  expect(onChange).toHaveBeenLastCalledWith([10, 999999]);
  screen.getByRole('slider', { name: 'From' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(onChange).toHaveBeenLastCalledWith([11, 950000]);
});

describe('Home and End move the focused thumb, §5 swap when it passes the other', () => {
  test('End on the low thumb past the high one swaps them; focus follows the moved value', async () => {
    const onChange = renderSlider(years, [1990, 2016]);
    screen.getByRole('slider', { name: 'From' }).focus();
    await userEvent.keyboard('{End}');
    // Radix alone moved the high thumb to the ceiling (1990-2026) and focused it.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith([2016, 2026]);
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'To' }));
  });

  test('Home on the high thumb below the low one swaps them; focus follows to the low thumb', async () => {
    const onChange = renderSlider(years, [2005, 2020]);
    screen.getByRole('slider', { name: 'To' }).focus();
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith([1990, 2005]);
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'From' }));
  });

  test('End on the high thumb and Home on the low thumb move only that thumb; focus stays', async () => {
    const onChange = renderSlider(years, [2000, 2016]);
    const high = screen.getByRole('slider', { name: 'To' });
    high.focus();
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith([2000, 2026]);
    expect(document.activeElement).toBe(high);
    const low = screen.getByRole('slider', { name: 'From' });
    low.focus();
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith([1990, 2016]);
    expect(document.activeElement).toBe(low);
  });

  test('without switching, the low thumb stops at the high one and keeps focus', async () => {
    const onChange = renderSlider({ ...years, noSwitching: true }, [1990, 2016]);
    const low = screen.getByRole('slider', { name: 'From' });
    low.focus();
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith([2016, 2016]);
    expect(document.activeElement).toBe(low);
  });

  test('a page step past the other thumb swaps too, and focus follows', async () => {
    const onChange = renderSlider(years, [2014, 2016]);
    screen.getByRole('slider', { name: 'From' }).focus();
    await userEvent.keyboard('{PageUp}');
    // 2014 + 3.6 = 2017.6, rounded to 2018: past 2016, so the ends swap.
    expect(onChange).toHaveBeenLastCalledWith([2016, 2018]);
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'To' }));
  });
});
