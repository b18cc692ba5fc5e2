/** Fixed ids and credentials of the seeded demo data (the same in every database and every run). */

export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_USER_EMAIL = 'demo@tienda.cl';
export const OTRA_USER_EMAIL = 'otra@tienda.cl';
export const NUEVA_USER_EMAIL = 'nueva@tienda.cl';

/** demo@tienda.cl — owner of the published store "Café Cordillera" (a year of data). */
export const DEMO_USER_ID = '6f1c2a54-3b7e-4d2a-9a41-0c5e7d9b1a01';
/** otra@tienda.cl — owner of "Huerta Verde", a smaller unpublished store (tenant isolation tests). */
export const OTRA_USER_ID = '6f1c2a54-3b7e-4d2a-9a41-0c5e7d9b1a02';
/** nueva@tienda.cl — a merchant without a store (login leads to /store-setup). */
export const NUEVA_USER_ID = '6f1c2a54-3b7e-4d2a-9a41-0c5e7d9b1a03';

export const DEMO_STORE_ID = '3d8e5f10-7c2b-4e6a-8f19-5a4b3c2d1e01';
export const OTRA_STORE_ID = '3d8e5f10-7c2b-4e6a-8f19-5a4b3c2d1e02';

export const DEMO_STORE_SUBDOMAIN = 'cafe-cordillera';
export const OTRA_STORE_SUBDOMAIN = 'huerta-verde';

/** The platform's pricing plans. */
export const STARTER_PLAN_ID = '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c01';
export const PRO_PLAN_ID = '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c02';

export const SEED_IDS = {
  users: { demo: DEMO_USER_ID, otra: OTRA_USER_ID, nueva: NUEVA_USER_ID },
  stores: { demo: DEMO_STORE_ID, otra: OTRA_STORE_ID },
  pricingPlans: { starter: STARTER_PLAN_ID, pro: PRO_PLAN_ID },
} as const;
