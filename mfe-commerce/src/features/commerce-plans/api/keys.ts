import type { CommercePlanStatus } from '@platform/shared/constants';

/**
 * The cache keys of the store's commerce plans. They start with the api resource, so a create,
 * update or archive invalidates `commercePlanKeys.all` and both tabs (and any other reader of
 * plans) refetch.
 */
export const commercePlanKeys = {
  all: ['commerce-plans'] as const,
  lists: () => [...commercePlanKeys.all, 'list'] as const,
  /** `GET /commerce-plans?status=…`: the plans of one tab. */
  list: (status: CommercePlanStatus) => [...commercePlanKeys.lists(), { status }] as const,
};
