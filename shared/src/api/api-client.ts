import { HTTP } from '../constants/limits';
import { authStore } from '../auth/auth-store';
import { getRuntimeConfig } from '../config/runtime-config';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { toQueryString, type QueryParams } from './query';

export interface RequestOptions {
  /** Query parameters; undefined and null values are skipped. */
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface GetOptions extends RequestOptions {
  /** Keep the response for 60 s (spec 1 §7); only when asked. Keyed by URL and token. */
  cache?: boolean;
}

interface CacheEntry {
  expiresAt: number;
  url: string;
  value: Promise<unknown>;
}

const cache = new Map<string, CacheEntry>();

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
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = currentToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isBodyInit(body)) {
      payload = body;
    } else {
      payload = JSON.stringify(body);
      headers['Content-Type'] ??= 'application/json';
    }
  }

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, signal: options.signal });
  } catch (error) {
    // A cancelled request is not a connection problem: let the caller see the abort.
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, NETWORK_ERROR_MESSAGE);
  }

  if (response.status >= 400) {
    const data = await parseBody(response).catch(() => null);
    throw new ApiError(response.status, data, ApiError.messageFrom(data));
  }
  return read(response);
}

const readData = (response: Response) => parseBody(response);
const readBlob = (response: Response) => response.blob();

function cachedGet<T>(url: string, options: GetOptions): Promise<T> {
  const key = `${url}\u0000${currentToken() ?? ''}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;

  const value = send('GET', url, undefined, options, readData);
  cache.set(key, { url, expiresAt: now + HTTP.cacheTtlSeconds * 1000, value });
  // Failures are not kept: the next call tries again.
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value as Promise<T>;
}

/**
 * The one api client (spec 1 §7). Paths are relative to `apiBaseUrl`; the bearer token of the
 * signed-in user is added; failures throw `ApiError`.
 */
export const apiClient = {
  get<T = unknown>(path: string, options: GetOptions = {}): Promise<T> {
    const url = resolveUrl(path, options.params);
    if (options.cache) return cachedGet<T>(url, options);
    return send('GET', url, undefined, options, readData) as Promise<T>;
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
  delete<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    return send(
      'DELETE',
      resolveUrl(path, options.params),
      undefined,
      options,
      readData,
    ) as Promise<T>;
  },
  /** A file download (reports, invoices, CSV): the body as a Blob. */
  getBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
    return send('GET', resolveUrl(path, options.params), undefined, options, readBlob);
  },
};

/**
 * Forgets cached GET responses: all of them, or those whose path (relative to the api base) or
 * full URL starts with `prefix`. Call it after a change the cached lists must reflect.
 */
export function invalidateApiCache(prefix?: string): void {
  if (prefix === undefined) {
    cache.clear();
    return;
  }
  const base = getRuntimeConfig().apiBaseUrl;
  for (const [key, entry] of cache) {
    const relative = entry.url.startsWith(base) ? entry.url.slice(base.length) : entry.url;
    if (relative.startsWith(prefix) || entry.url.startsWith(prefix)) cache.delete(key);
  }
}
