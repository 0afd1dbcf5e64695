import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query';

// The answers a page rendered by the server was drawn with (entry-server.tsx). The API
// writes them into the page's HTML as JSON (<script type="application/json" id="server-data">, data,
// never run); a query of the page takes its answer as its initial data, so the browser's first render
// (hydration) draws the page the server sent, and asks the API again only once the answer is stale.
//
// Initial data rather than TanStack Query's hydrate(): a query keeps the longest gcTime it was ever
// given, and a hydrated query would keep the default one, where the public search drops a list left
// behind at once (gcTime 0).

/** The id of the <script> element the API writes the answers into (apps/api/src/lib/page-html.ts). */
export const SERVER_DATA_ELEMENT_ID = 'server-data';

let answers: DehydratedState['queries'] | undefined;

function serverAnswers(): DehydratedState['queries'] {
  if (answers) return answers;
  answers = [];
  if (typeof document === 'undefined') return answers;
  const text = document.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return answers;
  try {
    answers = (JSON.parse(text) as DehydratedState).queries ?? [];
  } catch {
    // Not the server's JSON: the page asks the API as if it had been rendered in the browser.
  }
  return answers;
}

/**
 * The answers are the session's the page was drawn for: a sign-in or sign-out in this page forgets
 * them, so no query of the next session starts from them (lib/session.ts).
 */
export function forgetServerAnswers(): void {
  answers = [];
}

/**
 * The server's answer for a query, with the time it was given: hydration must draw what the server
 * drew however long the page took to arrive, and the query asks the API again at once when the
 * answer is older than its staleTime (the list is then brought up to date after hydration).
 */
export function serverAnswer<T>(queryKey: QueryKey): { data: T; dataUpdatedAt: number } | undefined {
  const hash = hashKey(queryKey);
  const answer = serverAnswers().find((query) => query.queryHash === hash);
  if (!answer || answer.state.status !== 'success') return undefined;
  return { data: answer.state.data as T, dataUpdatedAt: answer.state.dataUpdatedAt };
}

/**
 * A query's options that start from the server's answer when the page arrived with one (a member's
 * /search: the account, its tabs and ports, the first page of its search), asked again once stale.
 */
export function fromServerAnswer<T>(queryKey: QueryKey) {
  return {
    initialData: () => serverAnswer<T>(queryKey)?.data,
    initialDataUpdatedAt: () => serverAnswer<T>(queryKey)?.dataUpdatedAt,
  };
}
