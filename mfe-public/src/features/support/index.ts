// The support feature's public entry: the platform's contact details and how phones are shown,
// read by the contact and legal pages.
export {
  platformSettingsQuery,
  type BusinessHoursEntry,
  type PlatformSettings,
} from './api/get-platform-settings';
export { formatChileanPhone, telLink, whatsappLink } from './format-phone';
