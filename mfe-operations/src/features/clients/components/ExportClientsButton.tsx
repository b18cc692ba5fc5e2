import { useId } from 'react';
import { Badge, Button, VisuallyHidden } from '@platform/shared';
import { Download } from 'lucide-react';
import { clientsMessages } from '../messages';

const copy = clientsMessages.export;

/**
 * 'Exportar clientes', which the spec leaves as a placeholder that does nothing (spec 3 §2).
 * Rather than a button that silently does nothing, it shows that it is not available yet: it looks
 * disabled and says 'Próximamente', and it stays focusable (aria-disabled, not disabled) so a
 * keyboard or screen-reader user also hears why.
 */
export function ExportClientsButton() {
  const explanationId = useId();
  return (
    <>
      <Button
        variant="outline"
        aria-disabled
        aria-describedby={explanationId}
        onClick={(event) => event.preventDefault()}
      >
        <Download aria-hidden />
        {copy.label}
        <Badge size="sm" variant="subtle" colorPalette="gray">
          {copy.soon}
        </Badge>
      </Button>
      <VisuallyHidden id={explanationId}>{copy.explanation}</VisuallyHidden>
    </>
  );
}
