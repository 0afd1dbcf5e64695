import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { PurchaseDocument } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { PurchaseDocuments } from './purchase-documents';

const bl: PurchaseDocument = {
  id: 5,
  purchaseId: 9,
  kind: 'bill-of-lading',
  kindLabel: 'Bill of lading',
  fileName: 'BL-123.pdf',
  reference: '',
  createdAt: '2026-03-12T03:00:00.000Z',
  downloadUrl: '/api/documents/5/file',
  vehicleName: '2019 Toyota Aqua',
  chassis: 'NHP10-1234567',
};

let stored: PurchaseDocument[];
let requests: string[];

beforeEach(() => {
  stored = [bl];
  requests = [];
  server.use(
    http.get('/api/documents', ({ request }) => {
      requests.push(`GET ${new URL(request.url).search}`);
      return HttpResponse.json({ documents: stored });
    }),
    http.get('/api/admin/purchases/9/documents', () => HttpResponse.json({ documents: stored })),
    http.post('/api/admin/purchases/9/documents', async ({ request }) => {
      const url = new URL(request.url);
      requests.push(
        `POST ${url.search} ${request.headers.get('content-type')} ${(await request.text()).length}`,
      );
      const added = {
        ...bl,
        id: 6,
        kind: url.searchParams.get('kind')!,
        kindLabel: 'Export certificate',
        fileName: url.searchParams.get('fileName')!,
      };
      stored = [added, ...stored];
      return HttpResponse.json(added);
    }),
    http.delete('/api/admin/documents/:id', ({ params }) => {
      requests.push(`DELETE ${String(params.id)}`);
      stored = stored.filter((d) => d.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

test("the member's purchase page lists its documents with a named Download button", async () => {
  renderWithRouter(<PurchaseDocuments viewer="dealer" purchaseId={9} />);
  expect(
    await screen.findByRole('button', { name: 'Download Bill of lading BL-123.pdf' }),
  ).toBeInTheDocument();
  expect(requests).toEqual(['GET ?purchaseId=9']);
});

test('the member is told where documents come from when there are none', async () => {
  stored = [];
  renderWithRouter(<PurchaseDocuments viewer="dealer" purchaseId={9} />);
  expect(await screen.findByText(/No documents yet/)).toBeInTheDocument();
});

test('staff upload a document with its type and delete one', async () => {
  const user = userEvent.setup();
  renderWithRouter(<PurchaseDocuments viewer="staff" purchaseId={9} />);
  await screen.findByRole('button', { name: /Download Bill of lading/ });

  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  expect(await screen.findByText('Choose the PDF, JPEG or PNG file to upload.')).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Document type'), 'export-certificate');
  const file = new File(['%PDF-1.4 certificate'], 'EC-1.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByLabelText('Document file'), file);
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  expect((await screen.findByRole('status')).textContent).toContain('Export certificate EC-1.pdf uploaded');
  expect(requests).toContain('POST ?kind=export-certificate&fileName=EC-1.pdf application/pdf 20');
  const table = await screen.findByRole('region', { name: 'Documents of this purchase' });
  await within(table).findByRole('button', { name: 'Download Export certificate EC-1.pdf' });

  await user.click(within(table).getByRole('button', { name: 'Delete Bill of lading BL-123.pdf' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Delete Bill of lading BL-123.pdf?' })).getByRole(
      'button',
      { name: 'Delete document' },
    ),
  );
  await waitFor(() => expect(requests).toContain('DELETE 5'));
  await waitFor(() => expect(screen.queryByRole('button', { name: /Download Bill of lading/ })).toBeNull());
});

test('a cancelled purchase promises no documents', async () => {
  stored = [];
  renderWithRouter(<PurchaseDocuments viewer="dealer" purchaseId={9} cancelled />);
  expect(
    await screen.findByText('No documents were issued: the purchase was cancelled.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/No documents yet/)).toBeNull();
});
