import { Construction } from 'lucide-react';
import { EmptyState } from './EmptyState';

export interface UnderConstructionProps {
  title?: string;
  description?: string;
}

/** Placeholder for a page or section still being built. */
export function UnderConstruction({
  title = 'Esta sección está en construcción',
  description = 'Estamos trabajando para que esté disponible muy pronto.',
}: UnderConstructionProps) {
  return <EmptyState icon={<Construction />} title={title} description={description} />;
}
