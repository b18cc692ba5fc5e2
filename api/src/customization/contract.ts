import { Type, type Static } from 'typebox';

import { FormValue, Nullable, routesOf } from '../http/contract.ts';

const route = routesOf('customization');

// The store's custom URL (spec 3 §2 "Custom URL", §3 "Domain data", §4 "Custom domain", §5
// "Domain", §9). Request bodies give the shape only: their rules and Spanish messages are the
// forms' yup schemas (`@platform/shared/validation`), which the routes apply after this.

export const DnsRecordType = Type.Enum(['CNAME', 'A']);
export type DnsRecordType = Static<typeof DnsRecordType>;

/** One record the merchant adds at their DNS provider. */
export const DnsRecord = Type.Object({
  type: DnsRecordType,
  name: Type.String({ description: "'www' or '@' (the root of the domain)" }),
  value: Type.String({ description: 'The alias subdomain (CNAME) or the fixed address (A)' }),
});
export type DnsRecord = Static<typeof DnsRecord>;

export const DomainSettings = Type.Object({
  alias: Type.String({ description: 'The store’s alias; its subdomain until one is chosen' }),
  platformDomain: Type.String({ description: "'suscribe.cl'" }),
  storeUrl: Type.String({ description: 'https://{alias}.{platformDomain}' }),
  customDomain: Nullable(Type.String()),
  dnsVerified: Type.Boolean({
    description: 'Pending (false) until a verification finds the records',
  }),
  sslActive: Type.Boolean({ description: 'Pending (false) until the DNS is verified' }),
  customDomainAllowed: Type.Boolean({
    description: 'The store’s plan allows a custom domain (Pro)',
  }),
  planName: Nullable(Type.String({ description: 'The store’s current plan' })),
  dnsRecords: Type.Array(DnsRecord, { description: 'The DNS instructions, for the current alias' }),
});
export type DomainSettings = Static<typeof DomainSettings>;

export const DomainAliasBody = Type.Object({ alias: Type.Optional(FormValue(Type.String())) });
export type DomainAliasBody = Static<typeof DomainAliasBody>;

export const DomainVerificationBody = Type.Object({
  domain: Type.Optional(
    FormValue(Type.String({ description: "'mitienda.cl' or 'www.mitienda.cl'" })),
  ),
});
export type DomainVerificationBody = Static<typeof DomainVerificationBody>;

export const DNS_CHECK_STATUSES = ['ok', 'missing', 'mismatch', 'unavailable'] as const;
export type DnsCheckStatus = (typeof DNS_CHECK_STATUSES)[number];

/** What the lookup of one record found. */
export const DnsCheck = Type.Object({
  ...DnsRecord.properties,
  host: Type.String({ description: 'The full name looked up, e.g. www.mitienda.cl' }),
  found: Type.Array(Type.String()),
  status: Type.Enum(DNS_CHECK_STATUSES, {
    description:
      'ok: the record is there; missing: no such record; mismatch: it points elsewhere; unavailable: the DNS did not answer',
  }),
});
export type DnsCheck = Static<typeof DnsCheck>;

export const DomainVerification = Type.Object({
  domain: DomainSettings,
  checks: Type.Array(DnsCheck),
});
export type DomainVerification = Static<typeof DomainVerification>;

/** The routes of the domain: method, URL and the schema fastify validates and serializes with. */
export const customizationRoutes = {
  getDomain: route('GET', '/api/customization/domain', {
    summary: 'The store’s alias, custom domain, DNS and SSL status, and the DNS instructions',
    response: { 200: DomainSettings },
  }),
  updateAlias: route('PUT', '/api/customization/domain/alias', {
    summary: 'Change the store’s alias (unique among stores; 409 when another store has it)',
    body: DomainAliasBody,
    response: { 200: DomainSettings },
  }),
  verifyDomain: route('POST', '/api/customization/domain/verification', {
    summary:
      'Connect a custom domain and look up its DNS records (Pro plan only: 403 otherwise; 409 when another store has it)',
    body: DomainVerificationBody,
    response: { 200: DomainVerification },
  }),
  removeCustomDomain: route('DELETE', '/api/customization/domain/custom-domain', {
    summary: 'Disconnect the store’s custom domain',
    response: { 200: DomainSettings },
  }),
};
