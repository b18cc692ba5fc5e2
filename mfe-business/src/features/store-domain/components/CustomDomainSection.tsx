import type { DomainSettings } from '../api/get-domain';
import { CustomDomainForm } from './CustomDomainForm';
import { UpgradePrompt } from './UpgradePrompt';

/** The custom domain for a Pro store, the upgrade prompt for any other plan (spec 3 §6). */
export function CustomDomainSection({ settings }: { settings: DomainSettings }) {
  return settings.customDomainAllowed ? (
    <CustomDomainForm settings={settings} />
  ) : (
    <UpgradePrompt planName={settings.planName} />
  );
}
