import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { PurchasePayments } from './purchase-payments';

test('a purchase going ahead tells the dealer how to pay; a cancelled one asks for nothing', async () => {
  server.use(http.get('/api/payments', () => HttpResponse.json({ payments: [] })));
  const { unmount } = renderWithRouter(<PurchasePayments purchaseId={3} />);
  expect(
    await screen.findByText(/^No payments recorded yet\. Pay by T\/T quoting the invoice number/),
  ).toBeInTheDocument();
  unmount();
  renderWithRouter(<PurchasePayments purchaseId={3} cancelled />);
  expect(await screen.findByText('No payments were recorded for this purchase.')).toBeInTheDocument();
  expect(screen.queryByText(/Pay by T\/T/)).toBeNull();
});
