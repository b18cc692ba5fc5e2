import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { Link, VisuallyHidden } from '@platform/shared';

/**
 * A link to a store's own site, opened in a new tab. Its name starts with the words on screen
 * ('Visitar tienda'), so a speech-input user can say them, and goes on, for screen readers
 * only, with whose site it is and the new tab (`hint`).
 */
export function VisitSiteLink({
  href,
  hint,
  children,
}: {
  href: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color="brand.fg"
      fontWeight="medium"
      fontSize="sm"
    >
      {children} <VisuallyHidden>{hint}</VisuallyHidden> <ExternalLink size={14} aria-hidden />
    </Link>
  );
}
