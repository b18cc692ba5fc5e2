import { CloseButton, Portal } from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { messages } from '../../../messages';
import type { Report } from '../api/list-reports';
import type { ReportExports } from '../hooks/use-report-exports';
import { ReportList } from './ReportList';

interface ReportsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reports: Report[];
  exports: ReportExports;
  rangeNote: string;
}

/** 'Reportes Disponibles': every report, loaded with the overlays on first use. */
export default function ReportsDialog({
  open,
  onOpenChange,
  reports,
  exports,
  rangeNote,
}: ReportsDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={{ base: 'full', sm: 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{messages.reports.dialogTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              <Dialog.Description fontSize="sm" color="fg.muted" mb={4}>
                {rangeNote}
              </Dialog.Description>
              <ReportList reports={reports} exports={exports} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={messages.reports.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
