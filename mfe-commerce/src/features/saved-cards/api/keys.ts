/**
 * The cache key of the merchant's saved cards. It is the api resource itself, so every reader of
 * the list (this widget, the plan change's default-card check) shares one answer, and a change
 * written here reaches them all.
 */
export const savedCardKeys = {
  all: ['payment-methods', 'credit-cards'] as const,
};
