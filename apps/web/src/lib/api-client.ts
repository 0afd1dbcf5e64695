import type { ApiErrorBody } from '@ibc/domain';
import { readCookie } from './cookies';
import { saveBlob } from './save-blob';
import { getToken } from './session';

// The ONE module that touches the network (style guide). Every feature's api/ file calls apiFetch.

export const apiBasePath = '/api';

/**
 * A non-2xx answer. Its body is the API's one error contract, `ApiErrorBody` (`apiErrorSchema` in
 * @ibc/domain): { statusCode, error, message, fieldErrors? }. It is read without the schema library so
 * the first page does not download it, and a body from a proxy that is not the contract still works.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors?: ApiErrorBody['fieldErrors'];
  /**
   * The whole JSON body, for the few answers that carry more than the error contract (the token
   * endpoint's `mfa_required`, whose `mfa_token` the second sign-in step presents). Undefined when
   * the body was not JSON.
   */
  readonly body?: unknown;

  /** The refusal's stable name, where the API gives one (`code`): what a page acts on, never the words. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? code : undefined;
  }

  constructor(status: number, message: string, fieldErrors?: ApiErrorBody['fieldErrors'], body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (fieldErrors) this.fieldErrors = fieldErrors;
    if (body !== undefined) this.body = body;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchOptions {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, unless it is FormData or URLSearchParams (sent as is). */
  body?: unknown;
  /** Appended as a query string; null/undefined/'' values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * false: sent without the bearer token, and a 401 is the answer itself, never a reason to refresh
   * (the token endpoint: a refresh that waited for itself would never end).
   */
  auth?: false;
}

/**
 * Hook point for §4 "On a 401 the token is refreshed; if it succeeds the original request is
 * retried". The accounts feature registers the refresh logic; the handler resolves true when the
 * request should be retried (once), false when the session was ended.
 */
export type UnauthorizedHandler = (rejectedAccessToken: string | undefined) => Promise<boolean>;
let unauthorizedHandler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/** How a request is sent: the browser's fetch, or the API itself for the server's renderer. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * The server's renderer (entry-server.tsx) runs inside the API, which answers the page's
 * requests itself instead of over the network.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${apiBasePath}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function buildRequest(options: ApiFetchOptions): RequestInit {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  // The API answers in the page's language (its messages, and the e-mails a request sends).
  const pageLanguage = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (pageLanguage && !headers.has('Accept-Language')) headers.set('Accept-Language', pageLanguage);
  const token = options.auth === false ? null : getToken();
  if (token) headers.set('Authorization', `Bearer ${token.access_token}`);
  // §7: non-GET/HEAD requests to relative URLs carry the anti-forgery header from the cookie.
  if (method !== 'GET' && method !== 'HEAD') {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof URLSearchParams) {
    body = options.body;
  } else if (options.body instanceof Blob) {
    // A file as it is (a CSV import): its own type unless the caller names one.
    if (!headers.has('Content-Type'))
      headers.set('Content-Type', options.body.type || 'application/octet-stream');
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  return init;
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body): fall back to the status text.
  }
  if (payload && typeof payload === 'object') {
    const { message, fieldErrors } = payload as { [K in keyof ApiErrorBody]?: unknown };
    return new ApiError(
      response.status,
      typeof message === 'string' && message ? message : response.statusText || 'Request failed',
      fieldErrors && typeof fieldErrors === 'object'
        ? (fieldErrors as ApiErrorBody['fieldErrors'])
        : undefined,
      payload,
    );
  }
  return new ApiError(response.status, response.statusText || 'Request failed');
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/**
 * Sends the request; on a 401 lets the handler refresh the token and sends it once more. A 401 to
 * that retry goes to the handler too (with the token the retry carried), so a sign-in the server
 * refuses even with a fresh token ends the session (§4) instead of leaving the page half loaded.
 */
async function fetchWithRefresh(url: string, options: ApiFetchOptions): Promise<Response> {
  // The token this request carried: if another request refreshed it meanwhile, no new refresh is needed.
  const sentToken = getToken()?.access_token;
  const response = await transport(url, buildRequest(options));
  if (response.status !== 401 || !unauthorizedHandler || options.auth === false) return response;
  if (!(await unauthorizedHandler(sentToken))) return response;
  const retriedToken = getToken()?.access_token;
  const retried = await transport(url, buildRequest(options));
  if (retried.status === 401) await unauthorizedHandler?.(retriedToken);
  return retried;
}

/**
 * Calls the API and answers its body as `T`, the response contract's type from @ibc/domain. The body
 * is not parsed again here: the server writes every answer through its response schema (or, for the
 * searches, proves it in the route tests), so the browser does not download a schema library for
 * it (ADR 0006). Forms still validate their input with the shared schemas.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const url = buildApiUrl(path, options.query);
  const response = await fetchWithRefresh(url, options);
  if (!response.ok) throw await toApiError(response);
  return (await readBody(response)) as T;
}

/**
 * Saves a private file of the API (an invoice PDF, a payment proof, a bill of lading) in the browser.
 * It needs the bearer token, so a plain link cannot fetch it: this fetches the bytes (refreshing an
 * expired token once, like apiFetch) and hands them to the browser under `fileName`.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const url = buildApiUrl(path.replace(/^\/api(?=\/)/, ''));
  const response = await fetchWithRefresh(url, {});
  if (!response.ok) throw await toApiError(response);
  saveBlob(await response.blob(), fileName);
}
