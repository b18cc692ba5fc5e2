import { expect, type Cookie, type Page, type Response } from '@playwright/test';
import { API_URL, SHELL_URL, USERS } from './env';
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

/**
 * Signs in through the api's session route, the call the login modal makes, then opens the
 * dashboard, where the modal leaves the merchant: the shell restores the session from the cookie,
 * as after a reload. For journeys about something else; the modal itself has its own journeys
 * (merchant-signs-in-and-out, merchant-works-by-keyboard, every-page-passes-axe).
 */
export async function signIn(
  page: Page,
  email: string = USERS.demo.email,
  password: string = USERS.demo.password,
  { javaScript = true }: { javaScript?: boolean } = {},
): Promise<void> {
  const response = await page.request.post(`${API_URL}/api/session`, {
    headers: { Origin: SHELL_URL },
    data: { username: email, password },
  });
  expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
  // What the modal leaves besides the cookie: the shell's hint that this browser has a cookie
  // session, without which start-up does not try to restore one (shell/src/auth/session-hint.ts).
  // Written once per tab, before the shell's first script, so a later sign-out stays signed out.
  await page.addInitScript(
    ({ key, shellOrigin }) => {
      if (window.location.origin !== shellOrigin) return;
      if (window.sessionStorage.getItem('e2e.session-hint-given')) return;
      window.sessionStorage.setItem('e2e.session-hint-given', '1');
      window.localStorage.setItem(key, 'cookie');
    },
    { key: SESSION_HINT_KEY, shellOrigin: new URL(SHELL_URL).origin },
  );
  // The dashboard arrives as HTML with the merchant's frame, before the app has restored the
  // session; the journey goes on once the app has its renewed cookie, as a merchant whose next
  // page loads after that (a reload before it would present the spent cookie and end the login).
  const restored =
    javaScript &&
    page.waitForResponse((answer) => answer.url().endsWith('/api/session/refresh'), {
      timeout: 20_000,
    });
  if (javaScript) {
    await page.addInitScript(() => {
      window.addEventListener('platform:page-shown', () => {
        (window as unknown as { __e2ePageShown: boolean }).__e2ePageShown = true;
      });
    });
  }
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: /menú de usuario$/ })).toBeVisible({
    timeout: 20_000,
  });
  if (!restored) return;
  expect((await restored).status(), 'the session is restored').toBe(200);
  // And the app has taken the page over (APP_EVENTS.pageShown), as before the dashboard came as
  // HTML: the journey's first click goes to the live page. A click that comes earlier is held
  // and replayed; visitor-gets-public-pages-as-html checks that on its own.
  await page.waitForFunction(
    () => (window as unknown as { __e2ePageShown?: boolean }).__e2ePageShown === true,
    null,
    { timeout: 20_000 },
  );
}

/** localStorage key of the shell's session hint (shell/src/auth/session-hint.ts). */
const SESSION_HINT_KEY = 'platform.session';

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
