import type { DnsResolver } from './customization/dns-resolver.ts';
import type { Database } from './db/index.ts';
import type { IdentityProvider } from './identity/provider.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { LocalBlobStore } from './uploads/local-blob-store.ts';

/** A route as registered with fastify (collected by the onRoute hook). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/** What route modules may use; handed to every `register…Routes(app, context)` function. */
export interface AppContext {
  db: Database;
  publicUrl: string;
  /** Front-end origins (WEB_ORIGINS); the first is the shell's, used in links sent by e-mail. */
  webOrigins: readonly string[];
  /** The page cookie's Domain (PAGE_COOKIE_DOMAIN), or null for the api's host only. */
  pageCookieDomain: string | null;
  /** Seconds between two registration codes for one address when asking to resend (60 s). */
  resendCooldownSeconds: number;
  identity: IdentityProvider;
  uploads: LocalBlobStore;
  /** The card payment provider (the local sandbox by default). */
  payments: PaymentProvider;
  /** DNS lookups of a custom domain's verification (the machine's resolver by default). */
  dns: DnsResolver;
  /** Every route of the app, filled while plugins load. */
  routes: RegisteredRoute[];
}
