import type { DomainSettings, DomainVerification } from '@platform/api/contracts';

/** Test data: the custom URL as the api answers it. */
export const starterDomain: DomainSettings = {
  alias: 'cafecordillera',
  platformDomain: 'suscribe.cl',
  storeUrl: 'https://cafecordillera.suscribe.cl',
  customDomain: null,
  dnsVerified: false,
  sslActive: false,
  customDomainAllowed: false,
  planName: 'Starter',
  dnsRecords: [
    { type: 'CNAME', name: 'www', value: 'cafecordillera.suscribe.cl' },
    { type: 'A', name: '@', value: '203.0.113.10' },
  ],
};

export const proDomain: DomainSettings = {
  alias: 'huertaverde',
  platformDomain: 'suscribe.cl',
  storeUrl: 'https://huertaverde.suscribe.cl',
  customDomain: 'www.huertaverde.cl',
  dnsVerified: true,
  sslActive: true,
  customDomainAllowed: true,
  planName: 'Pro',
  dnsRecords: [
    { type: 'CNAME', name: 'www', value: 'huertaverde.suscribe.cl' },
    { type: 'A', name: '@', value: '203.0.113.10' },
  ],
};

/** A verification of mihuerta.cl that found neither record where it should be. */
export const pendingVerification: DomainVerification = {
  domain: { ...proDomain, customDomain: 'mihuerta.cl', dnsVerified: false, sslActive: false },
  checks: [
    {
      type: 'CNAME',
      name: 'www',
      value: 'huertaverde.suscribe.cl',
      host: 'www.mihuerta.cl',
      found: ['otra-cosa.netlify.app'],
      status: 'mismatch',
    },
    {
      type: 'A',
      name: '@',
      value: '203.0.113.10',
      host: 'mihuerta.cl',
      found: [],
      status: 'missing',
    },
  ],
};
