/**
 * The cache keys of the platform's plans and the store's subscription to them. They start with the
 * api resource (`/store-subscriptions`), so a plan change refreshes every reader by prefix.
 */
export const storeSubscriptionKeys = {
  all: ['store-subscriptions'] as const,
  /** `GET /store-subscriptions`: the visible pricing plans (public). */
  plans: () => [...storeSubscriptionKeys.all, 'plans'] as const,
  /** `GET /store-subscriptions/current-plan`: the store's plan and its pending change. */
  currentPlan: () => [...storeSubscriptionKeys.all, 'current-plan'] as const,
  previews: () => [...storeSubscriptionKeys.all, 'plan-change-preview'] as const,
  /** `GET /store-subscriptions/plan-change-preview?planId=`: what choosing `planId` would do. */
  preview: (planId: string) => [...storeSubscriptionKeys.previews(), planId] as const,
};

/**
 * The dashboard's plan card reads the same plan under its own key (mfe-dashboard `planKeys.all`);
 * both remotes share one cache in the shell, so invalidating it here refreshes that card too.
 */
export const DASHBOARD_PLAN_KEY = ['plan'] as const;
