import { LegalDocument } from '../../features/legal/components/LegalDocument';
import { COOKIE_POLICY } from '../../features/legal/content/cookies';

/** `/cookies`: static legal text (Ley 19.628) with the platform's contact details (spec 3 §2). */
export default function CookiesPage() {
  return <LegalDocument content={COOKIE_POLICY} />;
}
