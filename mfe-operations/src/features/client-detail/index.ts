// The client-detail feature's public entry: its cache keys, for a change elsewhere that should
// refresh what the detail shows.
export { clientDetailKeys } from './api/keys';
