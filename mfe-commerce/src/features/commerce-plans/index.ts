// The commerce plans feature's public entry: what other commerce features may use.
export { commercePlanKeys } from './api/keys';
