import { LegalDocument } from '../../features/legal/components/LegalDocument';
import { PRIVACY_POLICY } from '../../features/legal/content/privacy';

/** `/privacy`: static legal text (Ley 19.628) with the platform's contact details (spec 3 §2). */
export default function PrivacyPage() {
  return <LegalDocument content={PRIVACY_POLICY} />;
}
