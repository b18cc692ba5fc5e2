// The products feature's public entry: what the other catalogue features may use.
export { productKeys } from './api/keys';
