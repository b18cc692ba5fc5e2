import { Type, type Static } from 'typebox';

import {
  FormValue,
  IsoDate,
  IsoDateTime,
  Money,
  Nullable,
  Ok,
  Uuid,
  routesOf,
} from '../http/contract.ts';
import {
  COMMERCE_PLAN_STATUSES,
  DELIVERY_FREQUENCIES,
  RENEWAL_PERIODS,
} from '@platform/shared/constants';

const route = routesOf('commerce');

// The platform's pricing plans and the plan a store is on (spec 2 "Pricing plans", spec 1 §8).

export const PricingPlanFeature = Type.Object({
  label: Type.String(),
  included: Type.Boolean(),
  help: Nullable(Type.String()),
});

export const PricingPlan = Type.Object({
  uuid: Type.String(),
  id: Type.String({ description: 'The same uuid (the spec reads both names)' }),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  tier: Type.Integer(),
  price: Type.Integer({ description: 'Pesos per active subscriber per month' }),
  basePrice: Nullable(Type.Integer({ description: 'Optional monthly minimum, pesos' })),
  periodicity: Type.Enum(['monthly', 'annual']),
  visible: Type.Boolean(),
  highlighted: Type.Boolean(),
  allowCustomDomain: Type.Boolean(),
  features: Type.Array(PricingPlanFeature),
});
export type PricingPlan = Static<typeof PricingPlan>;

export const PricingPlanList = Type.Object({ plans: Type.Array(PricingPlan) });
export type PricingPlanList = Static<typeof PricingPlanList>;

export const CurrentPlan = Type.Object({
  currentPlan: Nullable(
    Type.Object({
      id: Type.String({ description: 'The pricing plan’s uuid' }),
      period: Type.Enum(['monthly', 'annual']),
      activeSubscribers: Type.Integer({
        description: 'Clients with at least one active subscription (what the plan charges for)',
      }),
      nextPlanUuid: Nullable(Type.String()),
      renewalDate: Nullable(IsoDate),
    }),
  ),
});
export type CurrentPlan = Static<typeof CurrentPlan>;

// The store's own commerce plans: what its clients subscribe to (spec 2 §3, §4, §5, §7).

export const CommercePlan = Type.Object({
  id: Type.String(),
  uuid: Type.String({ description: 'The same id (the spec reads both names)' }),
  name: Type.String(),
  description: Type.String(),
  price: Money,
  deliveryFrequency: Type.Enum(DELIVERY_FREQUENCIES),
  renewalPeriod: Type.Enum(RENEWAL_PERIODS),
  status: Type.Enum(COMMERCE_PLAN_STATUSES),
  subscriberCount: Type.Integer({ description: 'Clients with an active subscription to it' }),
  benefits: Type.Array(Type.String()),
  excludedBenefits: Type.Array(Type.String()),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type CommercePlan = Static<typeof CommercePlan>;

export const CommercePlanListQuery = Type.Object({
  status: Type.Optional(
    Type.Enum(COMMERCE_PLAN_STATUSES, { description: 'The tab; both when absent' }),
  ),
});
export type CommercePlanListQuery = Static<typeof CommercePlanListQuery>;

export const CommercePlanList = Type.Object({ plans: Type.Array(CommercePlan) });
export type CommercePlanList = Static<typeof CommercePlanList>;

/** The plan modal's body; its rules are `commercePlanSchema` (`@platform/shared/validation`). */
export const CommercePlanBody = Type.Object({
  name: Type.Optional(FormValue(Type.String())),
  description: Type.Optional(FormValue(Type.String())),
  price: Type.Optional(FormValue(Type.Number({ description: 'Pesos' }))),
  deliveryFrequency: Type.Optional(FormValue(Type.String())),
  renewalPeriod: Type.Optional(FormValue(Type.String())),
  benefits: Type.Optional(Type.Array(Type.String(), { maxItems: 100 })),
  excludedBenefits: Type.Optional(Type.Array(Type.String(), { maxItems: 100 })),
});
export type CommercePlanBody = Static<typeof CommercePlanBody>;

export const ArchiveCommercePlanBody = Type.Object({
  isArchived: Type.Boolean({ description: 'Only true: archiving is irreversible' }),
});
export type ArchiveCommercePlanBody = Static<typeof ArchiveCommercePlanBody>;

const PlanIdParams = Type.Object({ id: Uuid() });

// The platform's plan change (spec 2 §4 "Plan change", §7 "Platform pricing plans").

export const PlanChangeBody = Type.Object({
  planId: Uuid({ description: 'The pricing plan to move to' }),
  currentPlanId: Uuid({
    description: 'The plan the merchant saw as current (a stale one is refused)',
  }),
});
export type PlanChangeBody = Static<typeof PlanChangeBody>;

export const CancelPlanChangeBody = Type.Object({ cancelNextPlan: Type.Literal(true) });
export type CancelPlanChangeBody = Static<typeof CancelPlanChangeBody>;

export const PlanChangePreviewQuery = Type.Object({ planId: Uuid() });
export type PlanChangePreviewQuery = Static<typeof PlanChangePreviewQuery>;

const ChargedCard = Type.Object({ cardType: Type.String(), lastFour: Type.String() });

/** What choosing a plan would do, before the merchant confirms it (the plan-change dialog). */
export const PlanChangePreview = Type.Object({
  kind: Type.Enum(['upgrade', 'downgrade']),
  fromPlanId: Type.String(),
  toPlanId: Type.String(),
  /** Upgrade: charged now to the default card (the base-price difference). Downgrade: 0. */
  chargeAmount: Money,
  /** Upgrade: today. Downgrade: the end of the current period (the renewal date). */
  effectiveDate: IsoDate,
  card: Nullable(ChargedCard),
  /** Why the change cannot be made now (billing data, default card, a pending change), if so. */
  blockedBy: Type.Array(Type.Enum(['billing', 'card', 'pending'])),
});
export type PlanChangePreview = Static<typeof PlanChangePreview>;

export const PlanChangeResult = Type.Object({
  currentPlan: CurrentPlan.properties.currentPlan,
  change: Type.Object({
    kind: Type.Enum(['upgrade', 'downgrade', 'cancel']),
    chargeAmount: Money,
    effectiveDate: IsoDate,
    card: Nullable(ChargedCard),
    authorizationCode: Nullable(Type.String()),
  }),
});
export type PlanChangeResult = Static<typeof PlanChangeResult>;

// Shipping rules (spec 2 §3, §4, §5, §7).

export const ShippingRule = Type.Object({
  uuid: Type.String(),
  id: Type.String({ description: 'The same uuid' }),
  type: Type.Literal('fixed_price'),
  price: Money,
  cities: Type.Array(Type.String(), { description: 'Commune names, as in the official list' }),
  isActive: Type.Boolean(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type ShippingRule = Static<typeof ShippingRule>;

export const ShippingRuleList = Type.Object({ rules: Type.Array(ShippingRule) });
export type ShippingRuleList = Static<typeof ShippingRuleList>;

/** The side form's body (the whole rule); its rules are `shippingRuleSchema`. */
export const ShippingRuleBody = Type.Object({
  type: Type.Optional(FormValue(Type.String())),
  price: Type.Optional(FormValue(Type.Number({ description: 'Pesos' }))),
  cities: Type.Optional(Type.Array(Type.String(), { maxItems: 400 })),
  isActive: Type.Optional(FormValue(Type.Boolean())),
});
export type ShippingRuleBody = Static<typeof ShippingRuleBody>;

const RuleIdParams = Type.Object({ id: Uuid({ description: 'The rule’s uuid' }) });

export const ShippingQuoteParams = Type.Object({ subdomain: Type.String({ maxLength: 63 }) });
export const ShippingQuoteQuery = Type.Object({
  commune: Type.String({ minLength: 1, maxLength: 100 }),
});
export type ShippingQuoteQuery = Static<typeof ShippingQuoteQuery>;

/** The price the checkout charges for a commune: the cheapest active rule that lists it. */
export const ShippingQuote = Type.Object({
  commune: Type.String({ description: 'The commune as the official list writes it' }),
  price: Money,
  ruleId: Type.String(),
});
export type ShippingQuote = Static<typeof ShippingQuote>;

// Saved cards: the cards the merchant pays the platform with (spec 2 §4, §7; spec 3 "Cards").

export const SavedCard = Type.Object({
  id: Type.String(),
  cardType: Type.String({ description: 'Visa, Mastercard, Redcompra…' }),
  lastFour: Type.String(),
  isDefault: Type.Boolean(),
  createdAt: IsoDateTime,
});
export type SavedCard = Static<typeof SavedCard>;

export const SavedCardList = Type.Object({ cards: Type.Array(SavedCard) });
export type SavedCardList = Static<typeof SavedCardList>;

export const SetDefaultCardBody = Type.Object({ isDefault: Type.Literal(true) });
export type SetDefaultCardBody = Static<typeof SetDefaultCardBody>;

const CardIdParams = Type.Object({ id: Uuid() });

/** The one-click enrolment: the browser posts `token` as TBK_TOKEN to `url_webpay`. */
export const AddCardStart = Type.Object({ url_webpay: Type.String(), token: Type.String() });
export type AddCardStart = Static<typeof AddCardStart>;

/** Nothing to send but a JSON object: the store and the card holder come from the token. */
export const AddCardBody = Type.Object({}, { additionalProperties: false });

/** What the provider posts back after its inscription page. */
const OneclickReturn = Type.Object({ TBK_TOKEN: Type.Optional(Type.String({ maxLength: 128 })) });

const RedirectToAccount = Type.Null({
  description:
    'See Other: /profile/account with ?addCardStatus=success, or ?card_link_status=error&error_message=…',
});

export const commerceRoutes = {
  listPricingPlans: route('GET', '/api/pricing-plans', {
    summary: 'The platform’s visible pricing plans, in display order (public)',
    response: { 200: PricingPlanList },
  }),
  getCurrentPlan: route('GET', '/api/stores/current-plan', {
    summary: 'The store’s pricing plan, or null before it has one',
    response: { 200: CurrentPlan },
  }),
  listStoreSubscriptions: route('GET', '/api/store-subscriptions', {
    summary: 'The pricing page’s plans: the platform’s visible pricing plans (public)',
    response: { 200: PricingPlanList },
  }),
  getStoreSubscriptionCurrentPlan: route('GET', '/api/store-subscriptions/current-plan', {
    summary: 'The store’s pricing plan and its pending change, or null before it has one',
    response: { 200: CurrentPlan },
  }),
  previewPlanChange: route('GET', '/api/store-subscriptions/plan-change-preview', {
    summary:
      'What choosing a plan would do: upgrade or downgrade, the charge, the card, what blocks it',
    querystring: PlanChangePreviewQuery,
    response: { 200: PlanChangePreview },
  }),
  upgradePlan: route('PUT', '/api/store-subscriptions/upgrade-plan', {
    summary: 'Moves to a higher tier now, charging the base-price difference to the default card',
    body: PlanChangeBody,
    response: { 200: PlanChangeResult },
  }),
  downgradePlan: route('PUT', '/api/store-subscriptions/downgrade-plan', {
    summary: 'Schedules a lower tier for the end of the period (the pending plan)',
    body: PlanChangeBody,
    response: { 200: PlanChangeResult },
  }),
  cancelPlanChange: route('PUT', '/api/store-subscriptions/cancel-plan-change', {
    summary: 'Cancels the pending plan change',
    body: CancelPlanChangeBody,
    response: { 200: PlanChangeResult },
  }),
  listCommercePlans: route('GET', '/api/commerce-plans', {
    summary: 'The store’s commerce plans, newest first',
    querystring: CommercePlanListQuery,
    response: { 200: CommercePlanList },
  }),
  createCommercePlan: route('POST', '/api/commerce-plans', {
    summary: 'Creates an active commerce plan (also what a copy saves)',
    body: CommercePlanBody,
    response: { 201: CommercePlan },
  }),
  updateCommercePlan: route('PUT', '/api/commerce-plans/:id', {
    summary: 'Updates an active commerce plan',
    params: PlanIdParams,
    body: CommercePlanBody,
    response: { 200: CommercePlan },
  }),
  archiveCommercePlan: route('PUT', '/api/commerce-plans/:id/archive', {
    summary: 'Archives an active commerce plan, irreversibly',
    params: PlanIdParams,
    body: ArchiveCommercePlanBody,
    response: { 200: CommercePlan },
  }),
  listShippingRules: route('GET', '/api/shippings/rules', {
    summary: 'The store’s shipping rules, cheapest first',
    response: { 200: ShippingRuleList },
  }),
  createShippingRule: route('POST', '/api/shippings/rules', {
    summary: 'Creates a fixed-price shipping rule for a list of communes',
    body: ShippingRuleBody,
    response: { 201: ShippingRule },
  }),
  updateShippingRule: route('PUT', '/api/shippings/rules/:id', {
    summary: 'Replaces a shipping rule (the body is the whole rule)',
    params: RuleIdParams,
    body: ShippingRuleBody,
    response: { 200: ShippingRule },
  }),
  deleteShippingRule: route('DELETE', '/api/shippings/rules/:id', {
    summary: 'Deletes a shipping rule',
    params: RuleIdParams,
    response: { 200: Ok },
  }),
  quoteShipping: route('GET', '/api/public/stores/:subdomain/shipping-quote', {
    summary: 'The checkout’s shipping price for a commune: the cheapest active rule (public)',
    params: ShippingQuoteParams,
    querystring: ShippingQuoteQuery,
    response: { 200: ShippingQuote },
  }),
  listSavedCards: route('GET', '/api/payment-methods/credit-cards', {
    summary: 'The merchant’s saved cards, the default first',
    response: { 200: SavedCardList },
  }),
  setDefaultCard: route('PUT', '/api/payment-methods/credit-cards/:id/set-default', {
    summary: 'Makes a card the default (every other one stops being it)',
    params: CardIdParams,
    body: SetDefaultCardBody,
    response: { 200: SavedCardList },
  }),
  deleteSavedCard: route('DELETE', '/api/payment-methods/credit-cards/:id', {
    summary: 'Deletes a card; deleting the default makes the first remaining card the default',
    params: CardIdParams,
    response: { 200: SavedCardList },
  }),
  startAddCard: route('POST', '/api/payment-methods/oneclick/add-card', {
    summary: 'Starts a one-click card enrolment with the payment provider',
    body: AddCardBody,
    response: { 200: AddCardStart },
  }),
  addCardReturnGet: route('GET', '/api/public/payment-methods/oneclick/return', {
    summary: 'Where the payment provider sends the browser back after a card enrolment (public)',
    querystring: OneclickReturn,
    response: { 303: RedirectToAccount },
  }),
  addCardReturnPost: route('POST', '/api/public/payment-methods/oneclick/return', {
    summary:
      'Where the payment provider sends the browser back after a card enrolment (form post, public)',
    body: OneclickReturn,
    response: { 303: RedirectToAccount },
  }),
};
