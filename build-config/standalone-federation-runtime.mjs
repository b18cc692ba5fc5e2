// The first script of a remote's standalone page (`federation-runtime.js`): the federation
// runtime its entries expect on the page, which the shell provides when the remote runs inside it.
import { provideFederationRuntime } from './provide-federation-runtime.mjs';

provideFederationRuntime();
