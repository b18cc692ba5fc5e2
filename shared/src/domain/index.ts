/**
 * `@platform/shared/domain`: the wire shapes that the api and the remotes both use. Types only.
 */
export type { StoreReview, SuccessStory, PublicStore, PublicStoresResponse } from './public-stores';
export type { BusinessHoursEntry, PlatformSettings } from './platform-settings';
export type { PublicOrderStatus, PublicOrderItem, PublicOrder } from './public-order';
