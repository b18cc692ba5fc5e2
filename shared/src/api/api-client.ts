import { authStore } from '../auth/auth-store';
import { getRuntimeConfig } from '../config/runtime-config';
import { SESSION } from '../constants/first-page';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { toQueryString, type QueryParams } from './query';

export interface RequestOptions {
  /** Query parameters; undefined and null values are skipped. */
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** `'include'` for the few public routes that set the session cookie (the registration's code). */
  credentials?: RequestCredentials;
}

/** The api base from the runtime config plus the path; absolute URLs pass through. */
function resolveUrl(path: string, params?: QueryParams): string {
  const base = /^https?:\/\//i.test(path)
    ? path
    : `${getRuntimeConfig().apiBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  const query = toQueryString(params);
  if (!query) return base;
  return base.includes('?') ? `${base}&${query.slice(1)}` : `${base}${query}`;
}

function currentToken(): string | null {
  const { status, accessToken } = authStore.getState();
  return status === 'authenticated' ? accessToken : null;
}

let renewSession: (() => Promise<void>) | null = null;

/**
 * The shell's token renewal, which the client calls when the api refuses a token that is due. The
 * session watch renews ahead of expiry once a minute, but a request can still meet an expired
 * token (a laptop waking up, a timer a busy browser delayed): the client then renews once and
 * sends the request again, instead of showing the user an error.
 */
export function setSessionRenewal(renew: (() => Promise<void>) | null): void {
  renewSession = renew;
}

/** Whether the token has expired or is within the watch's renewal margin. */
function tokenIsDue(): boolean {
  const { expiresAt } = authStore.getState();
  return expiresAt !== null && expiresAt - Date.now() / 1000 <= SESSION.refreshMarginSeconds;
}

/** Whether `url` is on the api's own origin: the only one the bearer token is sent to. */
function isApiUrl(url: string): boolean {
  try {
    const base = getRuntimeConfig().apiBaseUrl;
    const here = typeof window === 'undefined' ? undefined : window.location.href;
    return new URL(url, here).origin === new URL(base, here).origin;
  } catch {
    return false;
  }
}

function isBodyInit(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

type Reader<T> = (response: Response) => Promise<T>;

async function send<T>(
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions,
  read: Reader<T>,
): Promise<T> {
  const sentToken = currentToken();
  let response = await request(method, url, body, options, sentToken);
  if (response.status === 401 && sentToken && renewSession && isApiUrl(url) && tokenIsDue()) {
    await renewSession();
    const renewed = currentToken();
    if (renewed && renewed !== sentToken) {
      response = await request(method, url, body, options, renewed);
    }
  }
  if (response.status >= 400) {
    const data = await parseBody(response).catch(() => null);
    throw new ApiError(response.status, data, ApiError.messageFrom(data));
  }
  return read(response);
}

async function request(
  method: string,
  url: string,
  body: unknown,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // An absolute URL of another origin (a link an answer gave) never gets the token.
  if (token && isApiUrl(url)) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isBodyInit(body)) {
      payload = body;
    } else {
      payload = JSON.stringify(body);
      headers['Content-Type'] ??= 'application/json';
    }
  }

  try {
    return await fetch(url, {
      method,
      headers,
      body: payload,
      signal: options.signal,
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
  } catch (error) {
    // A cancelled request is not a connection problem: let the caller see the abort.
    // (By name: the DOMException may come from another realm than this page's Error.)
    if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
    throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  }
}

const readData = (response: Response) => parseBody(response);
const readBlob = (response: Response) => response.blob();

/**
 * The one api client (spec 1 §7). Paths are relative to `apiBaseUrl`; the bearer token of the
 * signed-in user is added to requests to the api's origin only; failures throw `ApiError`. It keeps nothing: reusing an answer is the
 * data layer's job (`shared/src/data/query-client.ts`, `cachedGet` for the spec's 60 s reuse).
 */
export const apiClient = {
  get<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    return send(
      'GET',
      resolveUrl(path, options.params),
      undefined,
      options,
      readData,
    ) as Promise<T>;
  },
  post<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return send('POST', resolveUrl(path, options.params), body, options, readData) as Promise<T>;
  },
  put<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return send('PUT', resolveUrl(path, options.params), body, options, readData) as Promise<T>;
  },
  patch<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return send('PATCH', resolveUrl(path, options.params), body, options, readData) as Promise<T>;
  },
  /** A DELETE, with a JSON body when the call needs one (deleting a category says what to do with its products). */
  delete<T = unknown>(
    path: string,
    { body, ...options }: RequestOptions & { body?: unknown } = {},
  ): Promise<T> {
    return send('DELETE', resolveUrl(path, options.params), body, options, readData) as Promise<T>;
  },
  /** A file download (reports, invoices, CSV): the body as a Blob. */
  getBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
    return send('GET', resolveUrl(path, options.params), undefined, options, readBlob);
  },
};
