// The first script of a remote's standalone page (`runtime-core.js`): the federation runtime core
// its entries expect on the page, which the shell provides when the remote runs inside it.
import { provideRuntimeCore } from './provide-runtime-core.mjs';

provideRuntimeCore();
