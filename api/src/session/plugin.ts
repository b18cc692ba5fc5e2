import type { AppContext } from '../app-context.ts';
import type { ApiApp } from '../http/contract.ts';
import { registerRefreshSessionRoute } from './routes/refresh-session.ts';
import { registerSignInRoute } from './routes/sign-in.ts';
import { registerSignOutRoute } from './routes/sign-out.ts';

/** The web app's session: sign-in, refresh and sign-out, the refresh token in an HttpOnly cookie. */
export async function sessionPlugin(app: ApiApp, context: AppContext): Promise<void> {
  registerSignInRoute(app, context);
  registerRefreshSessionRoute(app, context);
  registerSignOutRoute(app, context);
}
