import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { computeLandedPrice, type VehicleSearchItem } from '@ibc/domain';
import { memberUser, signInMember } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { memberVehicleItem } from '@/testing/vehicles';
import { SendOfferDialog } from './send-offer-dialog';

const member = memberVehicleItem();
/** The member's vehicle at NZD 12,350, grade 4.0, no customer terms. */
const offered = (overrides: Partial<VehicleSearchItem> = {}) =>
  memberVehicleItem({
    conditionGrade: '4.0',
    customerTerms: null,
    listedAt: '2026-01-01T00:00:00.000Z',
    price: 'NZD 12,350',
    priceDetails: { ...member.priceDetails, landedPrice: '12350.00' },
    ...overrides,
  });
const vehicle = offered();

/** What the dialog sent to §7 /vehicle-auction/{send-offer|send-email-kap-enquiry}. */
let sent: { url: string; body: unknown; idempotencyKey: string | null }[] = [];
function answer(
  endpoint: 'send-offer' | 'send-email-kap-enquiry',
  body: Record<string, unknown>,
  status = 200,
) {
  server.use(
    http.post(`/api/vehicle-auction/${endpoint}`, async ({ request }) => {
      const { pathname, search } = new URL(request.url);
      sent.push({
        url: pathname + search,
        body: await request.json(),
        idempotencyKey: request.headers.get('Idempotency-Key'),
      });
      return HttpResponse.json(body, { status });
    }),
  );
}

beforeEach(() => {
  sent = [];
  answer('send-offer', { message: 'Your offer has been sent.', offerId: 7 });
  answer('send-email-kap-enquiry', { message: 'Success' });
});

function open(props: Partial<{ vehicle: VehicleSearchItem; tab: number; title: string }> = {}) {
  const onClose = vi.fn();
  renderWithRouter(
    <SendOfferDialog vehicle={props.vehicle ?? vehicle} tab={props.tab ?? 11} onClose={onClose} />,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: props.title ?? 'SEND YOUR OFFER' }) };
}

const landed = (typed: string) =>
  computeLandedPrice({ offer: typed, exportRegion: 'atnz', priceDetails: vehicle.priceDetails });

describe('SendOfferDialog', () => {
  test('shows the vehicle, its price, the labelled offer input, the ticked terms box and the send button', () => {
    const { dialog } = open();
    const d = within(dialog);
    expect(d.getByRole('heading', { name: '2015 Toyota Aqua S' })).toBeInTheDocument();
    expect(d.getByRole('link', { name: 'NHP10-1234567' }).getAttribute('href')).toBe('/checklist?id=42');
    expect(d.getByText('NZD 12,350')).toBeInTheDocument();
    expect(d.getByText('1,500 CC')).toBeInTheDocument();
    expect(d.getByText('4.0')).toBeInTheDocument();
    expect(d.getByLabelText(/Offer price/)).toBeInTheDocument();
    expect(d.getByRole('checkbox', { name: /terms of trade/ })).toHaveProperty('checked', true);
    expect(d.getByRole('link', { name: 'terms of trade' }).getAttribute('href')).toBe(
      '/about/terms-of-trade',
    );
    expect(d.getByRole('button', { name: 'Send Offer via Email' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  test('recomputes the landed price as the dealer types', async () => {
    const { dialog } = open();
    const total = within(dialog).getByTestId('landed-price');
    expect(total.textContent).toBe('—');
    await userEvent.type(within(dialog).getByLabelText(/Offer price/), '600');
    expect(total.textContent).toBe(`NZD ${landed('600').formatted}`);
    await userEvent.type(within(dialog).getByLabelText(/Offer price/), '0');
    expect(total.textContent).toBe(`NZD ${landed('6000').formatted}`);
  });

  test('reads a yen offer in thousands with separators, shows the full amount and sends it in yen', async () => {
    const { dialog, onClose } = open();
    const price = within(dialog).getByLabelText(/Offer price/);
    await userEvent.type(price, '1,234');
    expect(within(dialog).getByText('= JPY 1,234,000')).toBeInTheDocument();
    expect(within(dialog).getByTestId('landed-price').textContent).toBe(`NZD ${landed('1234').formatted}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Offer via Email' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]!.body).toMatchObject({ offerAmount: '1234000', computedFees: landed('1234').amount });
  });

  test("a slip of the separators is 'Invalid offer price.' (§5) and sends nothing", async () => {
    const { dialog } = open();
    await userEvent.type(within(dialog).getByLabelText(/Offer price/), '12,34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Offer via Email' }));
    expect(await within(dialog).findByText('Invalid offer price.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  test("shows 'Invalid offer price.' and 'Please agree to our terms of trade.' and sends nothing", async () => {
    const { dialog } = open();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /terms of trade/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Offer via Email' }));
    expect(await within(dialog).findByText('Invalid offer price.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please agree to our terms of trade.')).toBeInTheDocument();
    // The message belongs to the checkbox for screen readers.
    expect(
      within(dialog)
        .getByRole('checkbox', { name: /terms of trade/ })
        .getAttribute('aria-describedby'),
    ).toBe(within(dialog).getByText('Please agree to our terms of trade.').id);
    expect(sent).toEqual([]);
  });

  test('sends the offer (JPY x 1000, recomputed fees, flags, idempotency key), closes and confirms', async () => {
    const { dialog, onClose } = open({ tab: 4 });
    await userEvent.type(within(dialog).getByLabelText(/Offer price/), '600');
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Best price?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Offer via Email' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [{ url, body, idempotencyKey }] = sent as [(typeof sent)[number]];
    expect(url).toBe('/api/vehicle-auction/send-offer?isNZICP=true&isDduStock=false');
    expect(body).toEqual({
      vehicleId: 42,
      offerAmount: '600000',
      computedFees: landed('600').amount,
      comment: 'Best price?',
      vehiclePrice: 'NZD 12,350',
      deliveryType: '',
      checklistLink: '/checklist?id=42',
      tab: 4,
    });
    expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Your offer has been sent.')).toBeInTheDocument();
  });

  test('keeps what the dealer typed and shows the server error when sending fails; a retry reuses the key', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(
      'send-offer',
      { statusCode: 400, error: 'Bad Request', message: 'The price of this vehicle has changed.' },
      400,
    );
    const { dialog, onClose } = open();
    await userEvent.type(within(dialog).getByLabelText(/Offer price/), '610');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Offer via Email' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The price of this vehicle has changed.',
    );
    expect(within(dialog).getByLabelText(/Offer price/)).toHaveProperty('value', '610');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Offer via Email' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    logged.mockRestore();
  });

  test('shows a short message instead of a server fault, logs it, and keeps the modal and its values', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('/api/vehicle-auction/send-offer', () => new HttpResponse('boom', { status: 500 })));
    const { dialog, onClose } = open();
    await userEvent.type(within(dialog).getByLabelText(/Offer price/), '610');
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Mats please');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Offer via Email' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'We could not send your offer. Please try again in a moment.',
    );
    expect(dialog.textContent).not.toContain('boom');
    expect(within(dialog).getByLabelText(/Offer price/)).toHaveProperty('value', '610');
    expect(within(dialog).getByLabelText('Comment')).toHaveProperty('value', 'Mats please');
    expect(onClose).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  test("puts the API's 400 field errors beside their fields", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(
      'send-offer',
      {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please check the highlighted fields.',
        fieldErrors: { offerAmount: 'Invalid offer price.', comment: 'Your comment is too long.' },
      },
      400,
    );
    const { dialog } = open();
    await userEvent.type(within(dialog).getByLabelText(/Offer price/), '610');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Offer via Email' }));
    expect(await within(dialog).findByText('Please check the highlighted fields.')).toBeInTheDocument();
    const price = within(dialog).getByLabelText(/Offer price/);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    const described = price
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Invalid offer price.');
    expect(within(dialog).getByLabelText('Comment').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Your comment is too long.')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  test("asks for the price instead of an offer when the price is 'NZD 0' (KAP)", async () => {
    const { dialog, onClose } = open({
      vehicle: offered({ price: 'NZD 0', isKapStock: true }),
      title: 'ASK FOR THE PRICE',
    });
    expect(within(dialog).queryByLabelText(/Offer price/)).toBeNull();
    expect(within(dialog).queryByText('NZD 0')).toBeNull();
    expect(within(dialog).getByText('Price on enquiry')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send Offer via Email' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send price enquiry' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(/Your price enquiry has been sent/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: '/api/vehicle-auction/send-email-kap-enquiry',
        body: { id: 42, comment: '' },
        idempotencyKey: null,
      },
    ]);
  });

  test('offers the DDU delivery types on the DDU tab and sends the chosen label', async () => {
    answer('send-offer', { message: 'Sent', offerId: 1 });
    const ddu = offered({
      deliveryTypes: [0, 2],
      price: 'USD 5,000',
      pricingRegion: null,
      priceDetails: {
        ...vehicle.priceDetails,
        negotiateCurrency: 'USD',
        freightCost: '1300',
        basePrice: '5000',
      },
    });
    const { dialog } = open({ vehicle: ddu, tab: 16 });
    await userEvent.selectOptions(within(dialog).getByLabelText('Delivery type'), 'Delivery Via Car Carrier');
    await userEvent.type(within(dialog).getByLabelText(/Offer price/), '4800');
    expect(within(dialog).getByTestId('landed-price').textContent).toBe('USD 6,100.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Offer via Email' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/api/vehicle-auction/send-offer?isNZICP=false&isDduStock=true');
    expect(sent[0]!.body).toMatchObject({
      offerAmount: '4800',
      deliveryType: 'Delivery Via Car Carrier',
      tab: 16,
    });
  });
});

test("names the member's DDU shipping company instead of the terms on DDU stock (§2 'terms or company name')", async () => {
  signInMember(
    memberUser({
      id: 9,
      countryId: 70,
      currency: 'USD',
      email: 'buyer@kampala.example',
      contact: 'Kampala Buyer',
      exportRegion: 'other',
      dDUShippingFee: { companyName: 'Kampala Logistics' },
    }),
  );
  const { dialog } = open({ vehicle: offered({ deliveryTypes: [0] }), tab: 16 });
  expect(await within(dialog).findByText('Kampala Logistics')).toBeInTheDocument();
  expect(within(dialog).queryByText('FOB')).toBeNull();
});

test('shows the terms, and the customer terms unless the terms are CIF (§2)', () => {
  const { dialog } = open({ vehicle: offered({ terms: 'FOB', customerTerms: 'Payment within 7 days' }) });
  expect(within(dialog).getByText('FOB')).toBeInTheDocument();
  expect(within(dialog).getByText('Payment within 7 days')).toBeInTheDocument();
});

test('hides the customer terms when the terms contain CIF (§2)', () => {
  const { dialog } = open({
    vehicle: offered({ terms: 'CIF Auckland', customerTerms: 'Payment within 7 days' }),
  });
  expect(within(dialog).getByText('CIF Auckland')).toBeInTheDocument();
  expect(within(dialog).queryByText('Payment within 7 days')).toBeNull();
});
