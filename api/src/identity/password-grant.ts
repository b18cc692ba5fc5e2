import {
  errors,
  type Provider,
  type ResourceServer,
  type TokenEndpointGrantContext,
} from 'oidc-provider';

import type { Queryable } from '../db/index.ts';
import { verifyCredentials } from './accounts.ts';
import { issueTokens } from './issue-tokens.ts';
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
}

/**
 * The resource-owner password grant that the login modal uses (grant_type=password, username,
 * password, scope). It issues the same tokens as the code flow (see issueTokens).
 */
export function registerPasswordGrant(provider: Provider, options: PasswordGrantOptions): void {
  const { db, apiResource, apiResourceServer, supportedScopes } = options;

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

    const user = await verifyCredentials(db, username, password);
    if (!user) throw new errors.InvalidGrant(LOGIN_FAILED);

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
