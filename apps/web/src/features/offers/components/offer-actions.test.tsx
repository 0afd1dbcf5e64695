import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import type { OfferThread } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { DealerOfferActions, StaffOfferActions } from './offer-actions';

type Offer = OfferThread['offer'];

/** A dealer's JPY offer on a car listing at JPY 2,850,000 (whole yen on the wire). */
const offer = (overrides: Partial<Offer> = {}): Offer => ({
  id: 5,
  kind: 'offer',
  vehicleId: 42,
  vehicleName: '2019 Toyota Hiace Super GL',
  chassis: 'TRH200-0301234',
  photoUrl: '',
  offerAmount: '2000000.00',
  currentAmount: '2000000.00',
  currency: 'JPY',
  computedFees: '23450.00',
  vehiclePrice: 'NZD 33,400',
  deliveryType: '',
  terms: 'FOB',
  comment: '',
  status: 'submitted',
  awaiting: 'staff',
  expiresAt: '2026-11-28T05:48:00.000Z',
  closedReason: null,
  purchaseId: null,
  createdAt: '2026-11-25T05:48:00.000Z',
  checklistLink: '/checklist?id=42',
  companyName: 'Kiwi Imports Ltd',
  contactName: 'Aroha Tester',
  countryName: 'New Zealand',
  allowedActions: ['accept', 'counter', 'decline'],
  listPrice: '2850000',
  currentLandedPrice: 'NZD 23,450.00',
  ...overrides,
});

const countered = (overrides: Partial<Offer> = {}) =>
  offer({
    status: 'countered',
    awaiting: 'dealer',
    currentAmount: '2150000.00',
    currentLandedPrice: 'NZD 25,050.00',
    allowedActions: ['accept', 'reoffer', 'withdraw'],
    ...overrides,
  });

/** What the page sent to each step's endpoint. */
let sent: { path: string; body: unknown }[] = [];
function answer(path: string, body: Record<string, unknown>, status = 200) {
  server.use(
    http.post(path, async ({ request }) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json(body, { status });
    }),
  );
}

beforeEach(() => {
  sent = [];
  document.cookie = 'isAuthenticated=true; path=/';
  answer('/api/admin/offers/5/counter', {
    status: 'countered',
    message: 'Counter offer sent.',
    purchaseId: null,
  });
  answer('/api/admin/offers/5/accept', {
    status: 'accepted',
    message: 'Offer accepted. The vehicle is reserved and the purchase created.',
    purchaseId: 9,
  });
  answer('/api/vehicle-auction/my-offers/5/accept', {
    status: 'accepted',
    message: 'You accepted the counter offer. The vehicle is reserved for you.',
    purchaseId: 9,
  });
  answer('/api/vehicle-auction/my-offers/5/reoffer', {
    status: 'submitted',
    message: 'Your new amount has been sent to our sales team.',
    purchaseId: null,
  });
});

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('the buttons come from allowedActions, not from the status', () => {
  test.each([
    [
      ['accept', 'counter', 'decline'],
      ['Accept', 'Counter', 'Decline'],
    ],
    // A price enquiry, or a car reserved meanwhile: nothing to accept, though the offer is 'submitted'.
    [
      ['counter', 'decline'],
      ['Counter', 'Decline'],
    ],
    [[], []],
  ] as const)('staff may %j: %j', (allowedActions, names) => {
    renderWithRouter(<StaffOfferActions offer={offer({ allowedActions: [...allowedActions] })} />);
    expect(buttonNames()).toEqual(names);
  });

  test.each([
    [
      ['accept', 'reoffer', 'withdraw'],
      ['Accept counter offer', 'Send new amount', 'Withdraw'],
    ],
    [
      ['reoffer', 'withdraw'],
      ['Send new amount', 'Withdraw'],
    ],
    [['withdraw'], ['Withdraw']],
    [[], []],
  ] as const)('the dealer may %j: %j', (allowedActions, names) => {
    renderWithRouter(<DealerOfferActions offer={countered({ allowedActions: [...allowedActions] })} />);
    expect(buttonNames()).toEqual(names);
  });
});

describe('the counter is typed as dealers type amounts', () => {
  async function openCounter() {
    renderWithRouter(<StaffOfferActions offer={offer()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Counter' }));
    const dialog = await screen.findByRole('dialog', { name: /^Counter offer on/ });
    return { dialog, amount: within(dialog).getByLabelText(/^Amount/) };
  }
  const send = (dialog: HTMLElement) =>
    userEvent.click(within(dialog).getByRole('button', { name: 'Send counter offer' }));

  test('in thousands of yen with separators, shown in full, sent in yen', async () => {
    const { dialog, amount } = await openCounter();
    expect(within(dialog).getByText(/In thousands of yen/)).toBeInTheDocument();
    expect(dialog.textContent).toContain('List price: JPY 2,850,000.');
    await userEvent.type(amount, '2,150');
    expect(within(dialog).getByText('= JPY 2,150,000')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Our best price.');
    await send(dialog);
    await screen.findByText('Counter offer sent.');
    expect(sent).toEqual([
      { path: '/api/admin/offers/5/counter', body: { amount: '2150000', message: 'Our best price.' } },
    ]);
  });

  test('an impossible amount (whole yen typed as thousands) is refused beside the field; nothing is sent', async () => {
    const { dialog, amount } = await openCounter();
    await userEvent.type(amount, '2150000');
    expect(within(dialog).getByText('= JPY 2,150,000,000')).toBeInTheDocument();
    await send(dialog);
    expect(
      await within(dialog).findByText(
        /^JPY 2,150,000,000 cannot be right: it is far above the list price \(JPY 2,850,000\)\./,
      ),
    ).toBeInTheDocument();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  test('an amount above the list price is confirmed before it is sent', async () => {
    const { dialog, amount } = await openCounter();
    await userEvent.type(amount, '3,000');
    await send(dialog);
    const check = await screen.findByRole('alertdialog', { name: 'Check the amount' });
    expect(check.textContent).toContain(
      'JPY 3,000,000 is above the list price (JPY 2,850,000). Is it right?',
    );
    expect(sent).toEqual([]);
    await userEvent.click(within(check).getByRole('button', { name: 'Send this amount' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { path: '/api/admin/offers/5/counter', body: { amount: '3000000', message: '' } },
      ]),
    );
  });

  test("the server's refusal goes beside the field", async () => {
    answer(
      '/api/admin/offers/5/counter',
      {
        statusCode: 400,
        error: 'Bad Request',
        message: 'JPY 1,000 cannot be right.',
        fieldErrors: { amount: 'JPY 1,000 cannot be right.' },
      },
      400,
    );
    renderWithRouter(<StaffOfferActions offer={offer({ listPrice: null })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Counter' }));
    const dialog = await screen.findByRole('dialog', { name: /^Counter offer on/ });
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '1');
    await send(dialog);
    expect(await within(dialog).findByText('JPY 1,000 cannot be right.')).toBeInTheDocument();
  });

  test("the dealer's new amount in NZD is typed in whole dollars", async () => {
    renderWithRouter(
      <DealerOfferActions
        offer={countered({ currency: 'NZD', currentAmount: '25000.00', listPrice: '26000' })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send new amount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a new amount' });
    await userEvent.type(within(dialog).getByLabelText(/^Amount \(NZD\)/), '24,500');
    expect(within(dialog).getByText('= NZD 24,500.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send new amount' }));
    await screen.findByText('Your new amount has been sent to our sales team.');
    expect(sent[0]).toEqual({
      path: '/api/vehicle-auction/my-offers/5/reoffer',
      body: { amount: '24500', message: '' },
    });
  });
});

describe('accepting is confirmed in a dialog that says what follows', () => {
  test('the dealer sees the landed price of the counter, and accepts the amount he saw', async () => {
    renderWithRouter(<DealerOfferActions offer={countered()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept counter offer' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Accept JPY 2,150,000\.00/ });
    expect(dialog.textContent).toContain('the car is reserved for your company');
    expect(dialog.textContent).toContain('proforma invoice for the deposit is issued, due in 7 days');
    expect(within(dialog).getByTestId('accept-landed-price').textContent).toBe('NZD 25,050.00');
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, accept' }));
    expect(await screen.findByText(/You accepted the counter offer/)).toBeInTheDocument();
    expect(sent).toEqual([
      { path: '/api/vehicle-auction/my-offers/5/accept', body: { amount: '2150000.00' } },
    ]);
    expect(screen.getByRole('link', { name: 'Open the purchase' }).getAttribute('href')).toBe(
      '/my-account/purchases/9',
    );
  });

  test('staff: Cancel sends nothing; Accept offer accepts', async () => {
    renderWithRouter(<StaffOfferActions offer={offer()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Accept JPY 2,000,000.00 from Kiwi Imports Ltd?',
    });
    expect(dialog.textContent).toContain('reserved for Kiwi Imports Ltd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await screen.findByText(/Offer accepted/);
    expect(sent).toEqual([{ path: '/api/admin/offers/5/accept', body: { amount: '2000000.00' } }]);
  });
});
