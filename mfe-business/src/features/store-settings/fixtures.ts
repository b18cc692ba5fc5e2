import type { StoreConfig } from '@platform/api/contracts';

/** Test data: a store's settings as the api answers them. */
export const savedStore: StoreConfig = {
  siteName: 'Huerta Verde',
  externalWebsite: null,
  language: 'es',
  currency: 'CLP',
};
