import { Button, Portal } from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { productsMessages } from '../messages';
import type { CsvFeature } from './ProductActionsPanel';

const copy = productsMessages.comingSoon;

interface ComingSoonDialogProps {
  feature: CsvFeature;
  onClose: () => void;
}

/** What 'Importar CSV' and 'Exportar CSV' open while their feature flag is off (spec 2 §2). */
export default function ComingSoonDialog({ feature, onClose }: ComingSoonDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      size="sm"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: 4, sm: 0 }}>
            <Dialog.Header>
              <Dialog.Title>{copy.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{copy[feature]}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {copy.close}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
