import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { errors, type Provider, type TokenEndpointGrantContext } from 'oidc-provider';

import type { Queryable } from '../db/index.ts';
import { findUserById } from './accounts.ts';
import { issueTokens, type IssueTokensOptions } from './issue-tokens.ts';

/**
 * A grant of this api only: a one-time ticket that the api creates for a user it has just proven
 * (the registration code was verified) is exchanged for the same tokens the login modal gets. The
 * ticket never leaves the api process: the route that verifies the code creates it and presents it
 * to the token endpoint in-process, so the tokens come from the provider's own machinery.
 */
export const LOGIN_TICKET_GRANT = 'urn:platform:params:oauth:grant-type:login-ticket';

/** Seconds a ticket is valid (it is used at once). */
const TICKET_TTL_SECONDS = 60;

export interface LoginTickets {
  create(userId: string): string;
  /** The user id of a valid, unused ticket (and marks it used), else undefined. */
  redeem(ticket: string): string | undefined;
}

/**
 * Tickets signed with a key of this process, single use, valid for a minute. Kept in this
 * process's memory on purpose, also with several api processes: a ticket is made and redeemed
 * within one request of one process (`callTokenEndpoint` injects it into the same app), so no
 * other process ever sees one, and a restart only voids tickets no request is waiting on.
 */
export function createLoginTickets(): LoginTickets {
  const key = randomBytes(32);
  const used = new Map<string, number>();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    create(userId) {
      const payload = `${userId}.${Math.floor(Date.now() / 1000) + TICKET_TTL_SECONDS}.${randomBytes(12).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    redeem(ticket) {
      const parts = ticket.split('.');
      if (parts.length !== 4) return undefined;
      const [userId = '', expires = '', nonce = '', signature = ''] = parts;
      const payload = `${userId}.${expires}.${nonce}`;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const now = Math.floor(Date.now() / 1000);
      if (!(Number(expires) > now)) return undefined;
      for (const [seen, until] of used) if (until <= now) used.delete(seen);
      if (used.has(nonce)) return undefined;
      used.set(nonce, Number(expires));
      return userId;
    },
  };
}

export function registerLoginTicketGrant(
  provider: Provider,
  options: IssueTokensOptions & { db: Queryable; tickets: LoginTickets },
): void {
  async function handler(
    ctx: TokenEndpointGrantContext<{ ticket?: string; scope?: string }>,
  ): Promise<void> {
    const ticket = typeof ctx.oidc.params.ticket === 'string' ? ctx.oidc.params.ticket : '';
    const userId = ticket ? options.tickets.redeem(ticket) : undefined;
    const user = userId ? await findUserById(options.db, userId) : undefined;
    if (!user) throw new errors.InvalidGrant('invalid or expired ticket');
    await issueTokens(provider, ctx, user, LOGIN_TICKET_GRANT, options);
  }

  provider.registerGrantType(LOGIN_TICKET_GRANT, handler, ['ticket', 'scope']);
}
