import type { Provider, ResourceServer, TokenEndpointGrantContext } from 'oidc-provider';

import { toAccount, userClaims, type UserRecord } from './accounts.ts';

export interface IssueTokensOptions {
  /** The API resource indicator every access token is issued for. */
  apiResource: string;
  /** Its resource server configuration (audience, JWT format, TTL). */
  apiResourceServer: ResourceServer;
  /** The OIDC scopes the provider knows (others in the request are ignored). */
  supportedScopes: ReadonlySet<string>;
}

/**
 * Answers a token request of a custom grant for `user`: a JWT access token for the API, an ID
 * token with the profile claims (when `openid` was asked for) and a refresh token, as the code
 * flow issues them. The grant has no browser session behind it, so its tokens do not expire with
 * one. Used by the password grant (login modal) and the login-ticket grant (registration).
 */
export async function issueTokens(
  provider: Provider,
  ctx: TokenEndpointGrantContext<{ scope?: string }>,
  user: UserRecord,
  gty: string,
  options: IssueTokensOptions,
): Promise<void> {
  const { client, params } = ctx.oidc;
  const requested = new Set((params.scope ?? 'openid').split(' ').filter(Boolean));
  const scope = [...requested].filter((value) => options.supportedScopes.has(value)).join(' ');

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
    gty,
    expiresWithSession: false,
    resourceServer: new provider.ResourceServer(options.apiResource, options.apiResourceServer),
    scope: '',
  });
  ctx.oidc.entity('AccessToken', accessToken);
  const accessTokenValue = await accessToken.save();

  const refreshToken = new provider.RefreshToken({
    accountId: user.id,
    client,
    grantId,
    gty,
    expiresWithSession: false,
    authTime: Math.floor(Date.now() / 1000),
    resource: options.apiResource,
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
