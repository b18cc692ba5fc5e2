import { Type, type Static } from 'typebox';

import { FormValue, Nullable, routesOf } from '../http/contract.ts';

const route = routesOf('stores');

// The setup guide of a store and its publication (spec 1 §2.8, §3).

/** Keys of the setup guide's tasks, in the order the guide lists them (the seed uses the same keys). */
export const SETUP_TASK_KEYS = [
  'bank_account',
  'contact',
  'billing',
  'products',
  'payment_card',
] as const;
export type SetupTaskKey = (typeof SETUP_TASK_KEYS)[number];

export const SetupTaskIcon = Type.Enum(['Banknote', 'Phone', 'Building2', 'Package', 'CreditCard']);
export type SetupTaskIcon = Static<typeof SetupTaskIcon>;

export const SetupTask = Type.Object({
  id: Type.Enum(SETUP_TASK_KEYS),
  title: Type.String(),
  description: Type.String(),
  path: Type.String({ description: 'The page where the task is done' }),
  icon: SetupTaskIcon,
  isCompleted: Type.Boolean({ description: 'Computed from the store’s data' }),
  disabled: Type.Boolean({ description: 'Shown, but does not block publishing' }),
});
export type SetupTask = Static<typeof SetupTask>;

export const SetupResponse = Type.Object({
  isStorePublished: Type.Boolean(),
  tasks: Type.Object(
    Object.fromEntries(SETUP_TASK_KEYS.map((key) => [key, SetupTask])) as Record<
      SetupTaskKey,
      typeof SetupTask
    >,
  ),
});
export type SetupResponse = Static<typeof SetupResponse>;

/** What the guide believes; never trusted: completion is recomputed from the store's data. */
export const PublishBody = Type.Object({
  tasks: Type.Optional(
    FormValue(
      Type.Array(
        Type.Object({
          id: Type.Optional(FormValue(Type.String())),
          isCompleted: Type.Optional(FormValue(Type.Boolean())),
        }),
      ),
    ),
  ),
});
export type PublishBody = Static<typeof PublishBody>;

/** The store's settings (spec 3 §3 "Store config"; spec 2 §3 reads externalWebsite). */
export const StoreConfig = Type.Object({
  siteName: Type.String(),
  externalWebsite: Nullable(
    Type.String({
      description:
        'https://host of the merchant’s own site, or null: products may have an external path only with it',
    }),
  ),
  language: Type.String({ description: 'es' }),
  currency: Type.String({ description: 'CLP' }),
});
export type StoreConfig = Static<typeof StoreConfig>;

const formText = () => Type.Optional(FormValue(Type.String()));

/** /my-store's save (spec 3 §7): the rules are the page's yup schema (`storeSettingsSchema`). */
export const StoreConfigBody = Type.Object({
  siteName: formText(),
  externalWebsite: formText(),
  language: formText(),
  currency: formText(),
});
export type StoreConfigBody = Static<typeof StoreConfigBody>;

export const storesRoutes = {
  getStore: route('GET', '/api/store', {
    summary: 'The store’s settings: name, external website, language and currency',
    response: { 200: StoreConfig },
  }),
  updateStore: route('PUT', '/api/store', {
    summary:
      'Save the store’s settings (/my-store): the site name (the store’s name), the external website reduced to protocol and host (null to remove it), language es and currency CLP',
    body: StoreConfigBody,
    response: { 200: StoreConfig },
  }),
  getSetupTasks: route('GET', '/api/setup/tasks', {
    summary: 'The store’s setup guide, computed from its data',
    response: { 200: SetupResponse },
  }),
  publish: route('POST', '/api/setup/publish', {
    summary: 'Publish the store (409 with `missingTasks` while an enabled task is incomplete)',
    body: PublishBody,
    response: { 200: SetupResponse },
  }),
};
