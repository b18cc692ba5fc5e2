import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link, RouterLink } from '@platform/shared';

/** An in-app link onward to another page: its text and an arrow. */
export function ArrowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={to}>
        {children} <ArrowRight size={16} aria-hidden />
      </RouterLink>
    </Link>
  );
}
