import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { MILEAGE_RANGE } from '@ibc/domain';
import { RangeSlider } from './range-slider';

// jsdom has no layout; Radix Slider measures its track through ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const years = { floor: 1990, ceil: 2026 };

function renderSlider(options: { floor: number; ceil: number }, value: [number, number]) {
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
