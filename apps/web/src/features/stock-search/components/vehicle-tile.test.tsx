import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicVehicleSearchItem, VehicleSearchItem } from '@ibc/domain';
import { renderWithRouter } from '@/testing/render';
import { DEALER_DIRECT_LINES, VehicleTile } from './vehicle-tile';

const base: PublicVehicleSearchItem = {
  id: 42,
  chassis: 'NHP10-1234567',
  vehicleFullname: '2015 Toyota Aqua S',
  stripVehicleName: 'Toyota Aqua',
  frontPhotoMedium: '/media/vehicles/42/0.svg',
  make: 'Toyota',
  model: 'Aqua',
  grade: 'S',
  year: 2015,
  month: 3,
  transmission: 'Automatic',
  engineDisplacement: 1500,
  fuel: 'Hybrid',
  conditionGrade: '4',
  location: 'Yokohama',
  kms: 45000,
  color: 'Pearl White',
  doors: 5,
  bodyType: 'Hatchback',
  isLeftHandDrive: false,
  dealer: 'Kanto Auto Trading',
  isVehicleIdirect: false,
  isKapStock: false,
  isMaxcareUnit: false,
  stockType: 'ibc',
  stockTab: 1,
  deliveryTypes: [],
  terms: 'FOB',
  customerTerms: 'Payment within 7 days',
  photoCount: 6,
  listedAt: '2026-11-01T00:00:00.000Z',
};

const member: VehicleSearchItem = {
  ...base,
  price: 'NZD 11,270',
  pricingRegion: 'atnz',
  priceDetails: {
    negotiateCurrency: 'JPY',
    forex: '88.5',
    ofsFees: '2200',
    gst: '1.15',
    freightCost: '200000',
    basePriceLabel: 'FOB Price (JPY 000s)',
    basePrice: '650',
    landedPriceLabel: 'Landed Price (NZD incl. GST)',
    landedPrice: '11270.00',
  },
};

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
    expect(within(tile).getByText('4.0')).toBeTruthy();
    expect(within(tile).getByText('1,500 CC')).toBeTruthy();
    expect(within(tile).getByText('45,000 km')).toBeTruthy();
    expect(within(tile).getByText('NHP10-1234567')).toBeTruthy();
    const checklist = within(tile).getByRole('link', { name: '2015 Toyota Aqua S' }).getAttribute('href');
    expect(checklist).toBe('/checklist?id=42&isKapStock=false&maxcareunit=false&stockType=&deliveryType=');
    expect(within(tile).getByRole('link', { name: 'EMAIL CHECKLIST' }).getAttribute('href')).toBe(
      '/form/email-checklist-form?id=42&isDDUStock=false&deliveryType=',
    );
    expect(within(tile).getByText('Payment within 7 days')).toBeTruthy();
    expect(within(tile).getByRole('checkbox', { name: 'Compare 2015 Toyota Aqua S' })).toBeTruthy();
    expect(within(tile).queryByRole('button', { name: 'Offer' })).toBeNull();
    expect(tile.textContent).not.toMatch(/NZD/);
  });

  it('shows a member the price, price details, Offer and Negotiate', async () => {
    const onOffer = vi.fn();
    renderWithRouter(<VehicleTile vehicle={member} tab={11} onOffer={onOffer} />);
    expect(screen.getByTestId('vehicle-price').textContent).toBe('NZD 11,270');
    expect(await screen.findByText('Landed Price (NZD incl. GST)')).toBeTruthy();
    expect(screen.getByText('11,270.00')).toBeTruthy();
    screen.getByRole('button', { name: 'Offer' }).click();
    screen.getByRole('button', { name: 'Negotiate' }).click();
    expect(onOffer).toHaveBeenCalledTimes(2);
    expect(onOffer).toHaveBeenCalledWith(member);
  });

  it('marks dealer-direct and maxcare units, the Grand Enterprise logo, and hides CIF customer terms', () => {
    renderWithRouter(
      <VehicleTile
        vehicle={{
          ...base,
          stockType: 'dealer-direct',
          isMaxcareUnit: true,
          dealer: 'GRAND enterprise',
          terms: 'CIF',
        }}
        tab={15}
      />,
    );
    expect(screen.getByText('MAXCARE UNIT')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dealer Direct unit' }).textContent).toContain(
      DEALER_DIRECT_LINES[0],
    );
    expect(screen.getByRole('img', { name: 'Grand Enterprise logo' })).toBeTruthy();
    expect(screen.queryByText('Payment within 7 days')).toBeNull();
  });

  it('carries the DDU delivery type into its links', () => {
    renderWithRouter(
      <VehicleTile vehicle={{ ...base, stockType: 'ddu', stockTab: 16 }} tab={16} deliveryType={2} />,
    );
    expect(screen.getByRole('link', { name: 'EMAIL CHECKLIST' }).getAttribute('href')).toBe(
      '/form/email-checklist-form?id=42&isDDUStock=true&deliveryType=2',
    );
    expect(screen.getByRole('link', { name: '2015 Toyota Aqua S' }).getAttribute('href')).toContain(
      'stockType=ddu&deliveryType=2',
    );
  });
});
