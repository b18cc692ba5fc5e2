import {
  errors,
  type Provider,
  type ResourceServer,
  type TokenEndpointGrantContext,
} from 'oidc-provider';

import type { Queryable } from '../db/index.ts';
import { verifyCredentials } from './accounts.ts';
import { issueTokens } from './issue-tokens.ts';
import { tooManyAttemptsMessage, type LoginThrottle } from './login-throttle.ts';
import { LOGIN_FAILED } from './pages.ts';

export const PASSWORD_GRANT = 'password';

interface PasswordGrantParams {
  username?: string;
  password?: string;
}

export interface PasswordGrantOptions {
  db: Queryable;
  /** The API resource indicator every access token is issued for. */
  apiResource: string;
  /** Its resource server configuration (audience, JWT format, TTL). */
  apiResourceServer: ResourceServer;
  /** The OIDC scopes the provider knows (others in the request are ignored). */
  supportedScopes: ReadonlySet<string>;
  /** Failed sign-ins per account and per client address (see login-throttle.ts). */
  throttle: LoginThrottle;
}

/** 429 with an OAuth-style body: `{error: 'too_many_attempts', error_description: Spanish}`. */
class TooManyAttempts extends errors.OIDCProviderError {
  constructor(retryAfterSeconds: number) {
    super(429, 'too_many_attempts');
    this.error_description = tooManyAttemptsMessage(retryAfterSeconds);
  }
}

/**
 * The resource-owner password grant that the login modal uses, through `POST /api/session`, which
 * calls it in-process with the browser's address (grant_type=password, username, password, scope).
 * It issues the same tokens as the code flow (see issueTokens).
 */
export function registerPasswordGrant(provider: Provider, options: PasswordGrantOptions): void {
  const { db, apiResource, apiResourceServer, supportedScopes, throttle } = options;

  async function handler(ctx: TokenEndpointGrantContext<PasswordGrantParams>): Promise<void> {
    const { params } = ctx.oidc;
    const username = typeof params.username === 'string' ? params.username : '';
    const password = typeof params.password === 'string' ? params.password : '';
    if (!username || !password) {
      throw new errors.InvalidRequest('username and password are required');
    }
    if (params.resource !== undefined && params.resource !== apiResource) {
      throw new errors.InvalidTarget();
    }

    // A locked account or address gets no password check at all (no scrypt work either).
    const attempt = await throttle.begin(username, ctx.ip);
    if (!attempt.allowed) {
      ctx.set('Retry-After', String(attempt.retryAfterSeconds));
      // The login modal (another origin) reads it to say how long to wait.
      const exposed = ctx.response.get('Access-Control-Expose-Headers');
      ctx.set('Access-Control-Expose-Headers', exposed ? `${exposed}, Retry-After` : 'Retry-After');
      throw new TooManyAttempts(attempt.retryAfterSeconds);
    }
    const user = await verifyCredentials(db, username, password);
    if (!user) {
      await attempt.failed();
      throw new errors.InvalidGrant(LOGIN_FAILED);
    }
    await attempt.succeeded();

    await issueTokens(provider, ctx, user, PASSWORD_GRANT, {
      apiResource,
      apiResourceServer,
      supportedScopes,
    });
  }

  provider.registerGrantType(PASSWORD_GRANT, handler, [
    'username',
    'password',
    'scope',
    'resource',
  ]);
}
