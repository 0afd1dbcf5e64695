import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SIGN_IN_SECURITY_MESSAGES, type StaffUser } from '@ibc/domain';
import { memberUser, signInMember } from '@/testing/member-api';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import StaffPage from './staff-page';

const admin = memberUser({ id: 1, isStaff: true, role: 'admin', email: 'admin@demo.local' });
const colleague: StaffUser = {
  id: 2,
  email: 'sales@demo.local',
  contactName: 'Sales Person',
  role: 'staff',
  emailVerified: true,
  deactivatedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const me: StaffUser = { ...colleague, id: 1, email: 'admin@demo.local', contactName: 'Admin', role: 'admin' };

let staff: StaffUser[];
let invited: unknown[] = [];

beforeEach(() => {
  staff = [me, colleague];
  invited = [];
  server.use(
    http.get('/api/admin/staff', () => HttpResponse.json({ items: staff })),
    http.post('/api/admin/staff', async ({ request }) => {
      const body = (await request.json()) as { email: string; contactName: string; role: 'staff' | 'admin' };
      invited.push(body);
      const user = { ...colleague, ...body, id: 3, emailVerified: false };
      staff = [...staff, user];
      return HttpResponse.json(user, { status: 201 });
    }),
    http.post('/api/admin/users/2/deactivate', () => {
      staff = staff.map((u) => (u.id === 2 ? { ...u, deactivatedAt: '2026-11-21T00:00:00.000Z' } : u));
      return HttpResponse.json({ id: 2, deactivatedAt: '2026-11-21T00:00:00.000Z' });
    }),
  );
});

function ErrorStatus() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) ? `Error ${error.status}` : 'Other error'}</p>;
}

const open = () =>
  renderWithRouter(<div />, {
    path: '/admin/staff',
    routes: [{ path: '/admin/staff', element: <StaffPage />, errorElement: <ErrorStatus /> }],
  });

test('an admin invites a staff user and deactivates a colleague, but not themselves', async () => {
  signInMember(admin);
  open();
  const table = await screen.findByRole('table', { name: 'Staff users' });
  const myRow = within(table).getByText('admin@demo.local').closest('tr')!;
  expect(within(myRow).queryByRole('button')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Invite staff user' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite staff user' });
  await userEvent.type(within(dialog).getByLabelText(/E-mail/), 'kenji@ibc.example');
  await userEvent.type(within(dialog).getByLabelText(/Contact name/), 'Kenji Sato');
  await userEvent.selectOptions(within(dialog).getByLabelText(/Role/), 'admin');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  expect(
    await screen.findByText('An invitation has been e-mailed to kenji@ibc.example.'),
  ).toBeInTheDocument();
  expect(invited).toEqual([{ email: 'kenji@ibc.example', contactName: 'Kenji Sato', role: 'admin' }]);
  const newRow = (await within(table).findByText('kenji@ibc.example')).closest('tr')!;
  expect(within(newRow).getByText('Invited')).toBeInTheDocument();

  await userEvent.click(within(table).getByRole('button', { name: 'Deactivate sales@demo.local' }));
  const confirm = await screen.findByRole('dialog', { name: 'Deactivate sales@demo.local?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate user' }));
  expect(
    await within(table).findByRole('button', { name: 'Reactivate sales@demo.local' }),
  ).toBeInTheDocument();
});

test("an admin resets a colleague's two-step sign-in after a second look", async () => {
  const reset: string[] = [];
  server.use(
    http.post('/api/admin/users/:id/reset-second-factor', ({ params }) => {
      reset.push(String(params.id));
      return HttpResponse.json({ message: SIGN_IN_SECURITY_MESSAGES.secondFactorReset });
    }),
  );
  signInMember(admin);
  open();
  const table = await screen.findByRole('table', { name: 'Staff users' });
  expect(
    within(table).queryByRole('button', { name: 'Reset two-step sign-in for admin@demo.local' }),
  ).toBeNull();

  await userEvent.click(
    within(table).getByRole('button', { name: 'Reset two-step sign-in for sales@demo.local' }),
  );
  const confirm = await screen.findByRole('alertdialog', {
    name: 'Reset two-step sign-in for sales@demo.local?',
  });
  expect(confirm).toHaveTextContent(
    'sales@demo.local signs in with the password alone next time and must set up two-step sign-in again. Every device of theirs is signed out.',
  );
  await userEvent.click(within(confirm).getByRole('button', { name: 'Reset two-step sign-in' }));
  expect(await screen.findByText(SIGN_IN_SECURITY_MESSAGES.secondFactorReset)).toBeInTheDocument();
  expect(reset).toEqual(['2']);
});
