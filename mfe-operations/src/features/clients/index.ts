// The clients feature's public entry: what the client detail shares with the list (the avatar,
// the phone format, the link back to a client).
export { ClientAvatar } from './components/ClientAvatar';
export { formatClientPhone } from './format-phone';
export { CLIENTS_PATH, clientPath } from './urls';
export { clientKeys } from './api/keys';
