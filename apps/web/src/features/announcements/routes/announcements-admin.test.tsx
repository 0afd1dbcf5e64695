import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { AdminAnnouncement } from '@ibc/domain';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import AnnouncementEditorPage from './announcement-editor-page';
import AnnouncementsAdminPage from './announcements-admin-page';

const announcement = (overrides: Partial<AdminAnnouncement> = {}): AdminAnnouncement => ({
  id: 7,
  slug: 'year-end-abc123',
  title: 'Year-end schedule',
  bodyHtml: '<p>Office closed Dec 27 to Jan 4.</p>',
  startDate: '2026-11-01',
  endDate: '2027-01-05',
  audience: 'everyone',
  storageKey: 'year-end-2026',
  showAsPopup: true,
  component: null,
  state: 'live',
  live: true,
  createdAt: '2026-10-20T00:00:00.000Z',
  ...overrides,
});

let posted: unknown[] = [];

/** The editor at `path`, routed as the app routes it (new, or an id). */
const renderEditor = (path: string) =>
  renderWithRouter(<p>Not the editor</p>, {
    path,
    routes: [
      { path: '/admin/announcements/new', element: <AnnouncementEditorPage /> },
      { path: '/admin/announcements/:id', element: <AnnouncementEditorPage /> },
    ],
  });

beforeEach(() => {
  posted = [];
  document.cookie = 'isAuthenticated=true; path=/';
  server.use(
    http.get('/api/admin/announcements', () =>
      HttpResponse.json({
        today: '2026-11-23',
        items: [
          announcement({ id: 3, title: 'Golden Week', state: 'ended', live: false }),
          announcement(),
          announcement({ id: 9, title: 'New Year sale', state: 'scheduled', live: false, audience: 'nz' }),
        ],
      }),
    ),
    http.get('/api/admin/announcements/7', () => HttpResponse.json(announcement())),
    http.get('/api/admin/announcements/12', () => HttpResponse.json(announcement({ id: 12 }))),
    http.post('/api/admin/announcements/preview', async ({ request }) => {
      const { bodyHtml } = (await request.json()) as { bodyHtml: string };
      // The server's sanitiser: here, it drops a script.
      return HttpResponse.json({ bodyHtml: bodyHtml.replace(/<script>.*?<\/script>/g, '') });
    }),
    http.post('/api/admin/announcements', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      return HttpResponse.json(announcement({ ...body, id: 12 }), {
        status: 201,
      });
    }),
  );
});

test('lists every announcement with Live, Scheduled and Ended badges', async () => {
  renderWithRouter(<AnnouncementsAdminPage />, { path: '/admin/announcements' });
  const table = await screen.findByRole('table', { name: 'Announcements' });
  const rowOf = (title: string) => within(table).getByRole('link', { name: title }).closest('tr')!;
  expect(within(rowOf('Year-end schedule')).getByText('Live')).toBeInTheDocument();
  expect(within(rowOf('Golden Week')).getByText('Ended')).toBeInTheDocument();
  expect(within(rowOf('New Year sale')).getByText('Scheduled')).toBeInTheDocument();
  expect(within(rowOf('New Year sale')).getByText('New Zealand members')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'Year-end schedule' }).getAttribute('href')).toBe(
    '/admin/announcements/7',
  );
  expect(screen.getByRole('link', { name: 'New announcement' }).getAttribute('href')).toBe(
    '/admin/announcements/new',
  );
});

test('writes a new announcement without asking for anything technical, and it is saved', async () => {
  const { router } = renderEditor('/admin/announcements/new');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Typhoon: port closed');
  expect(screen.queryByRole('textbox', { name: /storage key/i })).not.toBeInTheDocument();
  expect(screen.queryByText(/storage key/i)).not.toBeInTheDocument();
  const editor = screen.getByRole('textbox', { name: 'Announcement' });
  // jsdom lays out no caret, so the text is pasted (the browser journeys type into the editor).
  await userEvent.click(editor);
  await userEvent.paste('Loading resumes Friday.');
  expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  for (const name of ['Bold', 'Italic', 'Heading', 'Bulleted list', 'Link', 'Image'])
    expect(within(screen.getByRole('toolbar')).getByRole('button', { name })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Save announcement' }));
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]).toMatchObject({
    title: 'Typhoon: port closed',
    audience: 'everyone',
    endDate: null,
    showAsPopup: true,
  });
  expect((posted[0] as { bodyHtml: string }).bodyHtml).toContain('Loading resumes Friday.');
  expect(posted[0]).not.toHaveProperty('storageKey');
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/announcements/12'));
  expect(
    await screen.findByText(
      'The announcement is saved. It is live: members see it the next time they open a page.',
    ),
  ).toBeInTheDocument();
});

test("puts the server's field messages next to the fields", async () => {
  server.use(
    http.post('/api/admin/announcements', () =>
      HttpResponse.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Please check the highlighted fields.',
          fieldErrors: { bodyHtml: 'Please write the announcement.' },
        },
        { status: 400 },
      ),
    ),
  );
  renderEditor('/admin/announcements/new');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Only a script');
  await userEvent.type(screen.getByRole('textbox', { name: 'Announcement' }), 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Save announcement' }));
  const editor = screen.getByRole('textbox', { name: 'Announcement' });
  await waitFor(() => expect(editor.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('Please write the announcement.')).toBeInTheDocument();
});

test('checks the dates before sending: the last day cannot be before the first', async () => {
  renderEditor('/admin/announcements/new');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Dates');
  await userEvent.type(screen.getByRole('textbox', { name: 'Announcement' }), 'Body');
  const first = screen.getByLabelText(/^First day/);
  await userEvent.clear(first);
  await userEvent.type(first, '2026-12-10');
  await userEvent.type(screen.getByLabelText('Last day'), '2026-12-01');
  await userEvent.click(screen.getByRole('button', { name: 'Save announcement' }));
  expect(await screen.findByText('The last day cannot be before the first day.')).toBeInTheDocument();
  expect(posted).toHaveLength(0);
});

test('Preview shows the announcement as the member pop-up does, with the body the server would store', async () => {
  renderEditor('/admin/announcements/7');
  const editor = await screen.findByRole('textbox', { name: 'Announcement' });
  await waitFor(() => expect(editor.innerHTML).toBe('<p>Office closed Dec 27 to Jan 4.</p>'));
  expect(screen.getByRole('heading', { level: 1, name: 'Year-end schedule' })).toBeInTheDocument();
  editor.innerHTML += '<script>alert(1)</script><p>Sales stays open.</p>';
  editor.dispatchEvent(new Event('input', { bubbles: true }));

  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  const dialog = await screen.findByRole('dialog', { name: 'Year-end schedule' });
  expect(dialog.textContent).toContain('Office closed Dec 27 to Jan 4.');
  expect(dialog.textContent).toContain('Sales stays open.');
  expect(dialog.innerHTML).not.toContain('<script>');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('a body the editor cannot hold (a table) opens as HTML and is saved whole', async () => {
  const table = '<p>Rates:</p><div class="table-scroll"><table><tr><td>Yokohama</td></tr></table></div>';
  const saved: unknown[] = [];
  server.use(
    http.get('/api/admin/announcements/7', () => HttpResponse.json(announcement({ bodyHtml: table }))),
    http.put('/api/admin/announcements/7', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json(announcement({ bodyHtml: table }));
    }),
  );
  renderEditor('/admin/announcements/7');
  const source = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Announcement' });
  await waitFor(() => expect(source.value).toBe(table));
  expect(source.tagName).toBe('TEXTAREA');
  expect(screen.getByText(/has a layout the editor cannot show/).tagName).toBe('P');
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
  expect(within(toolbar).getByRole<HTMLButtonElement>('button', { name: 'Bold' }).disabled).toBe(true);
  expect(within(toolbar).getByRole<HTMLButtonElement>('button', { name: 'HTML' }).disabled).toBe(true);

  await userEvent.type(source, '<p>Updated.</p>');
  await userEvent.click(screen.getByRole('button', { name: 'Save announcement' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect((saved[0] as { bodyHtml: string }).bodyHtml).toBe(`${table}<p>Updated.</p>`);
});

test('HTML shows the body as HTML and back in the editor', async () => {
  renderEditor('/admin/announcements/7');
  const editor = await screen.findByRole('textbox', { name: 'Announcement' });
  await waitFor(() => expect(editor.textContent).toBe('Office closed Dec 27 to Jan 4.'));
  await userEvent.click(screen.getByRole('button', { name: 'HTML' }));
  const source = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Announcement' });
  expect(source.value).toBe('<p>Office closed Dec 27 to Jan 4.</p>');
  await userEvent.click(screen.getByRole('button', { name: 'HTML' }));
  expect(screen.getByRole('textbox', { name: 'Announcement' }).tagName).toBe('DIV');
});
