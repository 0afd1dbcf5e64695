import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { AnnouncementHost } from './announcement-host';

const notice = {
  id: 1,
  slug: 'year-end',
  title: 'Year-end schedule',
  bodyHtml: '<p>Office closed Dec 27 to Jan 4.</p>',
  startDate: '2026-11-01',
  endDate: '2027-01-05',
  audience: 'everyone',
  storageKey: 'year-end-test',
  showAsPopup: true,
  component: null,
};

let requests = 0;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, 10)); // 23 Nov 2026, local time
  requests = 0;
  server.use(
    http.get('/api/announcements/current', () => {
      requests++;
      return HttpResponse.json({ announcements: [notice] });
    }),
  );
});

afterEach(() => vi.useRealTimers());

test('shows a due announcement, and closing stores today so it stays closed today', async () => {
  const first = renderWithRouter(<AnnouncementHost />);
  const dialog = await screen.findByRole('dialog', { name: 'Year-end schedule' });
  expect(dialog.textContent).toContain('Office closed Dec 27 to Jan 4.');
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(localStorage.getItem('year-end-test')).toBe('2026-11-23');
  first.unmount();

  renderWithRouter(<AnnouncementHost />);
  await waitFor(() => expect(requests).toBe(2));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('shows it again the next day', async () => {
  localStorage.setItem('year-end-test', '2026-11-22');
  renderWithRouter(<AnnouncementHost />);
  expect(await screen.findByRole('dialog', { name: 'Year-end schedule' })).toBeInTheDocument();
});
