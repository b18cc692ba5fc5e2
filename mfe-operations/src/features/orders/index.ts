// The orders feature's public entry: what the other operations features may use.
export { orderKeys } from './api/keys';
