import { expect, type Cookie, type Page, type Response } from '@playwright/test';
import { API_URL, USERS } from './env';
import { LoginModal } from './pages/LoginModal';

/**
 * Signs in the way a merchant does: open '/' , 'Iniciar Sesión', fill the modal, 'Ingresar'.
 * Waits until the dialog has closed (a wrong password keeps it open with an error, and the
 * caller's next assertion will say so).
 */
export async function signInWithModal(
  page: Page,
  email: string = USERS.demo.email,
  password: string = USERS.demo.password,
  { expectSuccess = true }: { expectSuccess?: boolean } = {},
): Promise<void> {
  await page.goto('/');
  const modal = new LoginModal(page);
  await modal.open();
  await modal.fill(email, password);
  await modal.submit();
  if (expectSuccess) await expect(modal.dialog).toBeHidden({ timeout: 20_000 });
}

/** The api's cookie holding the session's refresh token (HttpOnly: no script of the page reads it). */
export const SESSION_COOKIE = 'platform_session';

/** Matches the api's answer to a session route: sign-in (`''`), `'/refresh'`, logout (DELETE ''). */
export const isSessionCall =
  (method: 'POST' | 'DELETE', path: '' | '/refresh') => (response: Response) =>
    response.request().method() === method && response.url() === `${API_URL}/api/session${path}`;

/** The session cookie the browser keeps for the api, if any (Playwright can read HttpOnly ones). */
export async function sessionCookie(page: Page): Promise<Cookie | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Every `key=value` of the page's localStorage and sessionStorage. */
export function storedEntries(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    ),
  );
}

/**
 * Follows the access token the shell holds (in memory only): the one of the latest sign-in or
 * refresh the api answered the page. Call it before signing in.
 */
export function trackAccessToken(page: Page): () => string | null {
  let token: string | null = null;
  page.on('response', (response) => {
    if (!isSessionCall('POST', '')(response) && !isSessionCall('POST', '/refresh')(response))
      return;
    if (!response.ok()) return;
    void response
      .json()
      .then((body: { access_token?: string }) => {
        if (body.access_token) token = body.access_token;
      })
      .catch(() => undefined);
  });
  return () => token;
}
