import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render';
import { memberVehicleItem, publicVehicleItem } from '@/testing/vehicles';
import { DEALER_DIRECT_LINES, VehicleTile } from './vehicle-tile';

const base = publicVehicleItem();
const member = memberVehicleItem();

describe('VehicleTile (§2 Vehicle tile)', () => {
  it('shows a visitor the specs, the login link instead of a price, and the checklist links', () => {
    renderWithRouter(
      <VehicleTile
        vehicle={base}
        tab={1}
        compareSlot={<input type="checkbox" aria-label="Compare 2015 Toyota Aqua S" />}
      />,
    );
    const tile = screen.getByRole('article', { name: '2015 Toyota Aqua S' });
    expect(within(tile).getByRole('link', { name: 'LOGIN TO VIEW FULL PRICE' })).toHaveProperty(
      'pathname',
      '/account/login',
    );
    expect(within(tile).getByText('4.0')).toBeInTheDocument();
    expect(within(tile).getByText('1,500 CC')).toBeInTheDocument();
    expect(within(tile).getByText('45,000 km')).toBeInTheDocument();
    expect(within(tile).getByText('NHP10-1234567')).toBeInTheDocument();
    const checklist = within(tile).getByRole('link', { name: '2015 Toyota Aqua S' }).getAttribute('href');
    expect(checklist).toBe('/checklist?id=42&isKapStock=false&maxcareunit=false&stockType=&deliveryType=');
    // §6: no e-mailed checklist for visitors (the form mailed any address).
    expect(within(tile).queryByRole('link', { name: 'EMAIL CHECKLIST' })).toBeNull();
    expect(within(tile).getByText('Payment within 7 days')).toBeInTheDocument();
    expect(within(tile).getByRole('checkbox', { name: 'Compare 2015 Toyota Aqua S' })).toBeInTheDocument();
    expect(within(tile).queryByRole('button', { name: 'Offer' })).toBeNull();
    expect(tile.textContent).not.toMatch(/NZD/);
  });

  it('shows a member the price, price details, Offer and Negotiate', async () => {
    const onOffer = vi.fn();
    renderWithRouter(<VehicleTile vehicle={member} tab={11} onOffer={onOffer} />);
    expect(screen.getByTestId('vehicle-price').textContent).toBe('NZD 11,270');
    expect(screen.getByRole('link', { name: 'EMAIL CHECKLIST' }).getAttribute('href')).toBe(
      '/form/email-checklist-form?id=42&isDDUStock=false&deliveryType=',
    );
    // The price is named, with its port, and the vehicle's own (FOB) price is beside it.
    expect(screen.getByTestId('price-label').textContent).toBe('Landed Price (NZD incl. GST)');
    expect(screen.getByTestId('fob-price').textContent).toMatch(/^FOB JPY [\d,]+$/);
    // The price details (loaded with the tile's details chunk).
    expect(await screen.findByText('NZD 11,270.00')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Offer' }).click();
    screen.getByRole('button', { name: 'Negotiate' }).click();
    expect(onOffer).toHaveBeenCalledTimes(2);
    expect(onOffer).toHaveBeenCalledWith(member);
  });

  it("asks for the price of KAP stock instead of showing 'NZD 0'", () => {
    const onOffer = vi.fn();
    const kap = memberVehicleItem({ isKapStock: true, price: 'NZD 0' });
    renderWithRouter(<VehicleTile vehicle={kap} tab={11} onOffer={onOffer} />);
    const tile = screen.getByRole('article', { name: '2015 Toyota Aqua S' });
    expect(within(tile).getByTestId('vehicle-price').textContent).toBe('Price on enquiry');
    expect(tile.textContent).not.toContain('NZD 0');
    expect(within(tile).queryByText('Price details')).toBeNull();
    expect(within(tile).queryByRole('button', { name: 'Offer' })).toBeNull();
    expect(within(tile).queryByRole('button', { name: 'Negotiate' })).toBeNull();
    within(tile).getByRole('button', { name: 'Ask for price' }).click();
    expect(onOffer).toHaveBeenCalledWith(kap);
  });

  it('names the port the price is to', () => {
    renderWithRouter(<VehicleTile vehicle={member} tab={11} destinationPort="Wellington" />);
    expect(screen.getByTestId('price-label').textContent).toBe('Landed Price (NZD incl. GST) · Wellington');
  });

  it('marks a reserved unit and offers no Offer or Negotiate on it', () => {
    renderWithRouter(
      <VehicleTile vehicle={memberVehicleItem({ isReserved: true })} tab={11} onOffer={vi.fn()} />,
    );
    const tile = screen.getByRole('article', { name: '2015 Toyota Aqua S' });
    expect(within(tile).getByText('Reserved')).toBeInTheDocument();
    expect(within(tile).queryByRole('button', { name: 'Offer' })).toBeNull();
    expect(within(tile).queryByRole('button', { name: 'Negotiate' })).toBeNull();
    expect(within(tile).getByTestId('vehicle-price').textContent).toBe('NZD 11,270');
  });

  it("marks the buyer's own reserved car 'Reserved for you'; another dealer and a visitor read 'Reserved'", () => {
    const { unmount } = renderWithRouter(
      <VehicleTile
        vehicle={memberVehicleItem({ isReserved: true, buyer: 'you' })}
        tab={11}
        onOffer={vi.fn()}
      />,
    );
    let tile = screen.getByRole('article', { name: '2015 Toyota Aqua S' });
    expect(within(tile).getByText('Reserved for you')).toBeInTheDocument();
    expect(tile.textContent).toContain('Reserved for you: your purchase holds it');
    expect(within(tile).queryByRole('button', { name: 'Offer' })).toBeNull();
    unmount();

    renderWithRouter(
      <VehicleTile vehicle={memberVehicleItem({ isReserved: true, buyer: 'another-dealer' })} tab={11} />,
    );
    tile = screen.getByRole('article', { name: '2015 Toyota Aqua S' });
    expect(within(tile).getByText('Reserved')).toBeInTheDocument();
    expect(tile.textContent).not.toContain('for you');
  });

  it('marks dealer-direct and maxcare units, the Grand Enterprise logo, and hides CIF customer terms', () => {
    renderWithRouter(
      <VehicleTile
        vehicle={publicVehicleItem({
          stockType: 'dealer-direct',
          isMaxcareUnit: true,
          dealer: 'GRAND enterprise',
          terms: 'CIF',
        })}
        tab={15}
      />,
    );
    expect(screen.getByText('MAXCARE UNIT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dealer Direct unit' }).textContent).toContain(
      DEALER_DIRECT_LINES[0]!.message!,
    );
    expect(screen.getByRole('img', { name: 'Grand Enterprise logo' })).toBeInTheDocument();
    expect(screen.queryByText('Payment within 7 days')).toBeNull();
  });

  it('carries the DDU delivery type into its links', () => {
    renderWithRouter(
      <VehicleTile
        vehicle={memberVehicleItem({ stockType: 'ddu', stockTab: 16 })}
        tab={16}
        deliveryType={2}
      />,
    );
    expect(screen.getByRole('link', { name: 'EMAIL CHECKLIST' }).getAttribute('href')).toBe(
      '/form/email-checklist-form?id=42&isDDUStock=true&deliveryType=2',
    );
    expect(screen.getByRole('link', { name: '2015 Toyota Aqua S' }).getAttribute('href')).toContain(
      'stockType=ddu&deliveryType=2',
    );
  });

  it('writes the prices and the mileage as the reader writes figures', async () => {
    const ru = setupI18n({ locale: 'ru', messages: { ru: {} } });
    const router = createMemoryRouter([{ path: '*', element: <VehicleTile vehicle={member} tab={11} /> }]);
    render(
      <I18nProvider i18n={ru}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('vehicle-price').textContent).toMatch(/^NZD 11\s270$/);
    expect(screen.getByTestId('fob-price').textContent).toMatch(/^FOB JPY 650\s000$/);
    expect(screen.getByText(/^45\s000 km$/)).toBeInTheDocument();
    expect(await screen.findByText(/^NZD 11\s270,00$/)).toBeInTheDocument();
  });
});
