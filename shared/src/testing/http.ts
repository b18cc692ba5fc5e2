/**
 * The network of a unit test: every request the api client sends reaches this MSW server, which
 * answers with the handlers a test sets (`server.use(...)`). A request no handler answers fails
 * the test (jest.setup.ts), so a test never depends on a call it did not expect.
 */
import { http, HttpResponse, type DefaultBodyType, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { DEFAULT_RUNTIME_CONFIG } from '../config/runtime-config';

export { delay, http, HttpResponse } from 'msw';

export const server = setupServer();

/** The full URL of an api path as the api client builds it in a test: `/products` -> `…/api/products`. */
export function apiUrl(path: string): string {
  return `${DEFAULT_RUNTIME_CONFIG.apiBaseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The error body the api sends (`{ message }`), with its status. */
export function apiError(status: number, message = 'Error de prueba'): Response {
  return HttpResponse.json({ message }, { status });
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RecordedRequest {
  url: URL;
  method: string;
  /** The JSON body, or null when there was none. */
  body: DefaultBodyType;
  headers: Headers;
  /** Whether the browser's cookies went along (`include` for the api's session cookie). */
  credentials: RequestCredentials;
}

/**
 * Answers `method path` with `answer` (a JSON value, or a function of the request returning a
 * Response) and records each request it answers, so a test can check what was sent:
 *
 *   const saved = answer('put', '/business/contact', contact);
 *   … user saves …
 *   expect(saved.requests[0].body).toEqual({ … });
 */
export function answer<T extends JsonBodyType>(
  method: Method,
  path: string,
  reply: T | ((request: RecordedRequest) => Response | Promise<Response>),
): { requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  server.use(
    http[method](apiUrl(path), async ({ request }) => {
      const text = await request.clone().text();
      let body: DefaultBodyType = null;
      if (text) {
        try {
          body = JSON.parse(text) as DefaultBodyType;
        } catch {
          body = text;
        }
      }
      const recorded = {
        url: new URL(request.url),
        method: request.method,
        body,
        headers: request.headers,
        credentials: request.credentials,
      };
      requests.push(recorded);
      return typeof reply === 'function' ? reply(recorded) : HttpResponse.json(reply);
    }),
  );
  return { requests };
}
