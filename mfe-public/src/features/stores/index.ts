// The stores feature's public entry: how a store's logo and rating are shown, reused by the
// landing carousel and the partners page.
export type { PublicStore, SuccessStory } from './api/list-public-stores';
export { RatingSummary } from './components/StarRating';
export { StoreLogo } from './components/StoreLogo';
