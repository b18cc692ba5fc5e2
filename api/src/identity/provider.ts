import Provider, {
  errors,
  type Configuration,
  type KoaContextWithOIDC,
  type ResourceServer,
} from 'oidc-provider';

import type { Database } from '../db/index.ts';
import type { ServerSecrets } from '../secrets.ts';
import { MERCHANT_ROLES, findUserById, toAccount } from './accounts.ts';
import { createDatabaseAdapter } from './adapter.ts';
import { errorPage, loggedOutPage, logoutPage } from './pages.ts';
import {
  LOGIN_TICKET_GRANT,
  createLoginTickets,
  registerLoginTicketGrant,
} from './login-ticket-grant.ts';
import {
  DEFAULT_LOGIN_THROTTLE,
  createLoginThrottle,
  type LoginThrottle,
  type LoginThrottleLimits,
} from './login-throttle.ts';
import { registerPasswordGrant } from './password-grant.ts';

/** Where the provider lives inside the api's URL space. */
export const OIDC_MOUNT_PATH = '/oidc';
export const WEB_CLIENT_ID = 'platform-web';

/** The scopes the web client may ask for; `api` is the API's own (resource) scope. */
const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email'];
const FIRST_PARTY_CLIENTS = new Set([WEB_CLIENT_ID]);

export interface IdentityProviderOptions {
  db: Database;
  publicUrl: string;
  webOrigins: readonly string[];
  accessTokenTtl: number;
  secrets: ServerSecrets;
  /** Failed sign-ins allowed per account and per address (default DEFAULT_LOGIN_THROTTLE). */
  loginThrottle?: LoginThrottleLimits;
}

export interface IdentityProvider {
  provider: Provider;
  issuer: string;
  /** The audience of the API's access tokens (`${publicUrl}/api`). */
  apiResource: string;
  /** The public half of the signing keys, for verifying tokens in-process. */
  publicJwks: { keys: Record<string, unknown>[] };
  /**
   * A one-time ticket for a user the api has just proven (a verified registration code); the
   * token endpoint exchanges it (grant LOGIN_TICKET_GRANT, param `ticket`) for the usual tokens.
   */
  createLoginTicket(userId: string): string;
  /** The failed sign-in counters every password check goes through (grant and login page). */
  loginThrottle: LoginThrottle;
}

const DAY = 24 * 60 * 60;

function publicJwk(jwk: Record<string, unknown>): Record<string, unknown> {
  const { kty, n, e, crv, x, y, kid, alg, use } = jwk;
  return Object.fromEntries(
    Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

export function webClientRedirectUris(webOrigins: readonly string[]): string[] {
  return webOrigins.flatMap((origin) => [
    `${origin}/`,
    `${origin}/silent-check-sso.html`,
    `${origin}/auth/callback`,
  ]);
}

export function createIdentityProvider(options: IdentityProviderOptions): IdentityProvider {
  const { db, publicUrl, webOrigins, accessTokenTtl, secrets } = options;
  const issuer = `${publicUrl}${OIDC_MOUNT_PATH}`;
  const apiResource = `${publicUrl}/api`;
  const allowedOrigins = new Set(webOrigins);

  const apiResourceServer: ResourceServer = {
    scope: 'api',
    audience: apiResource,
    accessTokenFormat: 'jwt',
    accessTokenTTL: accessTokenTtl,
    jwt: { sign: { alg: 'RS256' } },
  };

  const configuration: Configuration = {
    adapter: createDatabaseAdapter(db),
    jwks: { keys: secrets.signingKeys as never },
    cookies: { keys: secrets.cookieKeys },
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        client_name: 'Plataforma de suscripciones',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token', 'password', LOGIN_TICKET_GRANT],
        response_types: ['code'],
        redirect_uris: webClientRedirectUris(webOrigins),
        post_logout_redirect_uris: webOrigins.map((origin) => `${origin}/`),
      },
    ],
    responseTypes: ['code'],
    scopes: OIDC_SCOPES,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    // Profile and e-mail claims go into the ID token too (the front end reads them from it).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),

    async findAccount(_ctx, sub) {
      const user = await findUserById(db, sub);
      return user ? toAccount(user) : undefined;
    },

    // The merchant role and the profile claims travel in the access token, Keycloak-style.
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const user = await findUserById(db, token.accountId);
      if (!user) return undefined;
      return {
        email: user.email,
        given_name: user.firstName,
        family_name: user.lastName,
        realm_access: { roles: [...MERCHANT_ROLES] },
      };
    },

    // The single-page app is a public client: it always gets a refresh token, rotated on every use
    // (a reused refresh token revokes the whole grant).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Code-flow tokens live as long as the login session (14 days), offline_access or not, so
    // end-session revokes them. (Password-grant tokens have no session: the app revokes them.)
    expiresWithSession: () => true,

    // First-party client: no consent screen, the grant covers what it asks for.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      const accountId = session?.accountId;
      if (!client || !session || !accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (grant && grant.accountId !== accountId) grant = undefined;
      if (!FIRST_PARTY_CLIENTS.has(client.clientId)) return grant;
      grant ??= new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes]);
      if (ctx.oidc.requestParamClaims.size) grant.addOIDCClaims([...ctx.oidc.requestParamClaims]);
      for (const [resource, server] of Object.entries(ctx.oidc.resourceServers ?? {})) {
        grant.addResourceScope(resource, server.scope);
      }
      await grant.save();
      return grant;
    },

    interactions: {
      url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },

    features: {
      devInteractions: { enabled: false },
      // Logout from a password-grant login revokes its refresh token here (there is no session).
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        // Every token is for the API unless the client names it explicitly; refreshes keep it.
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== apiResource) throw new errors.InvalidTarget();
          return apiResourceServer;
        },
      },
    },

    ttl: {
      AccessToken: () => accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: (ctx, token, client) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained()) {
          // Rotation never extends the life of the original login.
          return Math.max(1, rotated.remainingTTL);
        }
        return 14 * DAY;
      },
    },

    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out);
    },
  };

  const provider = new Provider(issuer, configuration);
  // Honour X-Forwarded-* behind a proxy (the issuer comes from PUBLIC_URL). The headers it sees are
  // rewritten by the api from its own trust decision (TRUSTED_PROXIES, identity/plugin.ts).
  provider.proxy = true;

  const loginThrottle = createLoginThrottle(db, options.loginThrottle ?? DEFAULT_LOGIN_THROTTLE);
  registerPasswordGrant(provider, {
    throttle: loginThrottle,
    db,
    apiResource,
    apiResourceServer,
    supportedScopes: new Set(OIDC_SCOPES),
  });
  const loginTickets = createLoginTickets();
  registerLoginTicketGrant(provider, {
    db,
    tickets: loginTickets,
    apiResource,
    apiResourceServer,
    supportedScopes: new Set(OIDC_SCOPES),
  });

  return {
    provider,
    issuer,
    apiResource,
    publicJwks: { keys: secrets.signingKeys.map(publicJwk) },
    createLoginTicket: (userId) => loginTickets.create(userId),
    loginThrottle,
  };
}
