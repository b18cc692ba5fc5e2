import { LegalDocument } from '../../features/legal/components/LegalDocument';
import { TERMS_AND_CONDITIONS } from '../../features/legal/content/terms';

/** `/terms`: static legal text (Ley 19.628) with the platform's contact details (spec 3 §2). */
export default function TermsPage() {
  return <LegalDocument content={TERMS_AND_CONDITIONS} />;
}
