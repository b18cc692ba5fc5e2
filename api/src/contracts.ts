/**
 * `@platform/api/contracts`: the TypeScript types of the api's requests and responses, inferred
 * from the same TypeBox schemas the api validates and serializes with (each domain's
 * `contract.ts`) and publishes at `/api/openapi.json`. Front ends import them as types only
 * (`import type { ProductList } from '@platform/api/contracts'`; ESLint refuses a value import),
 * so nothing of the api reaches a bundle.
 */
import type { Static } from 'typebox';
import type { Ok as OkSchema } from './http/contract.ts';

/** `{ ok: true }`: the answer of an action that answers nothing else. */
export type Ok = Static<typeof OkSchema>;

export type * from './account/contract.ts';
export type * from './business/contract.ts';
export type * from './catalogue/contract.ts';
export type * from './commerce/contract.ts';
export type * from './customization/contract.ts';
export type * from './email-templates/contract.ts';
export type * from './metrics/contract.ts';
export type * from './operations/contract.ts';
export type * from './payments/contract.ts';
export type * from './public-site/contract.ts';
export type * from './session/contract.ts';
export type * from './stores/contract.ts';
export type * from './uploads/contract.ts';
