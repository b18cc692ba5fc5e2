import { Icon } from '@platform/shared';
import { Check, X } from 'lucide-react';

/** The mark before a benefit: a check when the plan includes it, an x when it excludes it. */
export function BenefitMark({ excluded = false }: { excluded?: boolean }) {
  return (
    <Icon
      color={excluded ? 'fg.error' : 'fg.success'}
      boxSize={4}
      flexShrink={0}
      mt="0.5"
      aria-hidden
    >
      {excluded ? <X /> : <Check />}
    </Icon>
  );
}
