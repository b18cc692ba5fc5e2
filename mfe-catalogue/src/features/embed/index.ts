// The embed feature's public entry: the 'Incrustar Producto' dialog.
export { EmbedDialog } from './EmbedDialog';
