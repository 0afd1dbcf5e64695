import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithRouter } from '@/testing/render';
import { memberVehicleItem } from '@/testing/vehicles';
import { SendOfferDialog } from './send-offer-dialog';

// iOS zooms into a focused input whose text is under 16px: the offer price is typed at 16px
// (text-base), the form's own size overriding the 14px (text-sm) of the shared input.
test('the offer price input is 16px (text-base), not 14px (text-sm)', () => {
  renderWithRouter(<SendOfferDialog vehicle={memberVehicleItem()} tab={11} onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'SEND YOUR OFFER' });
  const classes = within(dialog)
    .getByLabelText(/Offer price/)
    .className.split(/\s+/);
  expect(classes).toContain('text-base');
  expect(classes).not.toContain('text-sm');
});
