import {
  errors,
  type Provider,
  type ResourceServer,
  type TokenEndpointGrantContext,
} from 'oidc-provider';

import type { Queryable } from '../db/index.ts';
import { toAccount, userClaims, verifyCredentials } from './accounts.ts';
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
 * password, scope). It issues the same tokens as the code flow: a JWT access token for the API,
 * an ID token with the profile claims and a refresh token. There is no browser session behind it,
 * so its tokens do not expire with one.
 */
export function registerPasswordGrant(provider: Provider, options: PasswordGrantOptions): void {
  const { db, apiResource, apiResourceServer, supportedScopes } = options;

  async function handler(ctx: TokenEndpointGrantContext<PasswordGrantParams>): Promise<void> {
    const { client, params } = ctx.oidc;
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

    const requested = new Set((params.scope ?? 'openid').split(' ').filter(Boolean));
    const scope = [...requested].filter((value) => supportedScopes.has(value)).join(' ');

    const grant = new provider.Grant({ accountId: user.id, clientId: client.clientId });
    grant.addOIDCScope(scope);
    const grantId = await grant.save();

    const account = toAccount(user);
    ctx.oidc.entity('Account', account);
    ctx.oidc.entity('Grant', grant);

    const accessToken = new provider.AccessToken({
      accountId: user.id,
      client,
      grantId,
      gty: PASSWORD_GRANT,
      expiresWithSession: false,
      resourceServer: new provider.ResourceServer(apiResource, apiResourceServer),
      scope: '',
    });
    ctx.oidc.entity('AccessToken', accessToken);
    const accessTokenValue = await accessToken.save();

    const refreshToken = new provider.RefreshToken({
      accountId: user.id,
      client,
      grantId,
      gty: PASSWORD_GRANT,
      expiresWithSession: false,
      authTime: Math.floor(Date.now() / 1000),
      resource: apiResource,
      rotations: 0,
      scope,
    });
    ctx.oidc.entity('RefreshToken', refreshToken);
    const refreshTokenValue = await refreshToken.save();

    let idTokenValue: string | undefined;
    if (requested.has('openid')) {
      const idToken = new provider.IdToken({ ...userClaims(user) }, { ctx, client });
      // Which claims the ID token carries follows the granted scopes (the model's untyped `scope`).
      Object.assign(idToken, { scope });
      idToken.set('auth_time', refreshToken.authTime);
      idTokenValue = await idToken.issue({ use: 'idtoken' });
    }

    ctx.body = {
      access_token: accessTokenValue,
      expires_in: accessToken.expiration,
      id_token: idTokenValue,
      refresh_token: refreshTokenValue,
      scope,
      token_type: 'Bearer',
    };
  }

  provider.registerGrantType(PASSWORD_GRANT, handler, [
    'username',
    'password',
    'scope',
    'resource',
  ]);
}
