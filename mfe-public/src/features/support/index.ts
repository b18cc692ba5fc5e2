// The support feature's public entry: the platform's contact details and how phones are shown,
// read by the contact and legal pages.
export type { BusinessHoursEntry, PlatformSettings } from './api/get-platform-settings';
export { formatChileanPhone, telLink, whatsappLink } from './format-phone';
export { usePlatformSettings } from './hooks/use-platform-settings';
