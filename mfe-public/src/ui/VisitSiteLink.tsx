import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { Link } from '@platform/shared';

/** A link to a store's own site, opened in a new tab (its `label` says so). */
export function VisitSiteLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      color="brand.700"
      fontWeight="medium"
      fontSize="sm"
    >
      {children} <ExternalLink size={14} aria-hidden />
    </Link>
  );
}
