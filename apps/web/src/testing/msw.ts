import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The API as web unit tests see it: Mock Service Worker answers the app's `fetch` calls (apiFetch's
 * relative '/api/...' URLs resolve against jsdom's location). setup.ts starts it for every test
 * file and drops each test's handlers afterwards, keeping the defaults below. A request no handler
 * answers fails that call and is reported (`onUnhandledRequest: 'error'`), so a test states every
 * call the code under test makes.
 *
 * A test adds what it needs: `server.use(http.get('/api/...', () => HttpResponse.json(body)))`, and
 * reads what the app sent (body, headers) from `request` inside the handler.
 */
export const server = setupServer(
  // Background calls of the app shell that most tests do not look at: no announcement is due, the
  // visitor's country is unknown (as without a geo provider), the bell has nothing unread. A test may
  // answer them otherwise.
  http.get('/api/announcements/current', () => HttpResponse.json({ announcements: [] })),
  http.get('/api/geo/lookup', () => HttpResponse.json({ country: null, countryCode: null })),
  // The signed-in layouts' bell: nothing unread.
  http.get('/api/notifications/unread-count', () => HttpResponse.json({ unread: 0 })),
);
