import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { PurchaseDetail } from '@ibc/domain';
import { server } from '@/testing/msw';
import { purchaseDetail } from '@/testing/purchases';
import { renderWithRouter } from '@/testing/render';
import { PurchaseView } from './purchase-page';
import PurchasesPage from './purchases-page';

// The dealer's side: the consignee is editable while the machine allows 'edit-parties'; a cancelled
// purchase shows as Cancelled with its reason and date, and no shipment steps ahead.

function show(purchase: PurchaseDetail) {
  server.use(http.get('/api/purchases/3', () => HttpResponse.json(purchase)));
  return renderWithRouter(<div />, {
    path: '/my-account/purchases/3',
    routes: [{ path: '/my-account/purchases/:id', element: <PurchaseView /> }],
  });
}

test('the consignee is the dealer’s to edit while the machine allows it', async () => {
  show(purchaseDetail(['edit-parties']));
  expect(await screen.findByRole('button', { name: 'Save consignee details' })).toBeInTheDocument();
  // The purchase's own date is its Japan date (20 Nov), not the UTC instant's (19 Nov).
  expect(screen.getByText('20 Nov 2026 (Japan time)')).toBeInTheDocument();
});

test('once booked the consignee is read only', async () => {
  show(purchaseDetail([], { stage: 'booked' }));
  expect(
    await screen.findByText('The vehicle is booked for shipping: ask our sales team to change these.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save consignee details' })).toBeNull();
});

test('a cancelled purchase: Cancelled, why and when, and no steps ahead', async () => {
  show(
    purchaseDetail([], {
      stage: 'cancelled',
      cancellation: { on: '2026-11-28', reason: 'The car failed its inspection' },
      timeline: [
        {
          stage: 'purchased',
          label: 'Purchased',
          occurredAt: '2026-11-19T20:00:00.000Z',
          occurredOn: '2026-11-20',
          note: '',
        },
        {
          stage: 'cancelled',
          label: 'Cancelled',
          occurredAt: '2026-11-28T01:00:00.000Z',
          occurredOn: '2026-11-28',
          note: 'The car failed its inspection',
        },
      ],
    }),
  );
  const region = await screen.findByRole('region', { name: 'The deal' });
  expect(within(region).getByText('Cancelled')).toBeInTheDocument();
  expect(
    screen.getByText(/^Our sales team cancelled this purchase on 28 Nov 2026 \(Japan time\)\./),
  ).toBeInTheDocument();
  expect(screen.getByText('Reason: The car failed its inspection')).toBeInTheDocument();
  const steps = within(screen.getByRole('list', { name: 'Shipment timeline' })).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual([
    'Purchased · 20 Nov 2026',
    'Cancelled · 28 Nov 2026The car failed its inspection',
  ]);
  expect(screen.getByText('This purchase is cancelled: nothing ships.')).toBeInTheDocument();
});

test('the purchases list shows a cancelled purchase with its reason and date', async () => {
  const {
    timeline: _timeline,
    allowedActions: _actions,
    ...summary
  } = purchaseDetail([], {
    stage: 'cancelled',
    cancellation: { on: '2026-11-28', reason: 'Dealer withdrew' },
  });
  server.use(http.get('/api/purchases', () => HttpResponse.json({ purchases: [summary] })));
  renderWithRouter(<PurchasesPage />);
  const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('NHP10-1234567'))!;
  expect(within(row).getByText('Cancelled')).toBeInTheDocument();
  expect(within(row).getByText('On 28 Nov 2026: Dealer withdrew')).toBeInTheDocument();
  expect(within(row).getByText('20 Nov 2026')).toBeInTheDocument();
  expect(within(row).queryByText('Not booked yet')).toBeNull();
});

test('the dealer reads the deal in their own words: the port still to agree, their negotiation', async () => {
  show(purchaseDetail([], { destinationPort: null, offerId: 12 }));
  const region = await screen.findByRole('region', { name: 'The deal' });
  expect(within(region).getByText('To be agreed with our sales team')).toBeInTheDocument();
  expect(within(region).getByRole('link', { name: 'See the negotiation' })).toHaveAttribute(
    'href',
    '/my-account/my-offer-history/12',
  );
  expect(screen.getByRole('link', { name: 'All purchases' })).toHaveAttribute(
    'href',
    '/my-account/purchases',
  );
});
