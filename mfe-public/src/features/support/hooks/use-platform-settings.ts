import { useResource } from '../../../lib/use-resource';
import { getPlatformSettings } from '../api/get-platform-settings';

/** The platform's contact details for /contact and the legal pages. */
export function usePlatformSettings() {
  return useResource(getPlatformSettings, 'platform-settings', {
    label: 'la información de contacto',
  });
}
