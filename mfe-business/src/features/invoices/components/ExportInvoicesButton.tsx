import { useState } from 'react';
import type { Invoice } from '@platform/api/contracts';
import { Button, downloadBlob, toaster } from '@platform/shared';
import { Download } from 'lucide-react';
import { invoicesCsv, invoicesCsvFile, invoicesCsvFileName } from '../invoices-csv';
import { invoiceMessages } from '../messages';

const copy = invoiceMessages.csv;

/** 'Exportar CSV': every invoice, made in the browser (spec 3 §2, §7, §9). */
export function ExportInvoicesButton({ invoices }: { invoices: readonly Invoice[] }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      downloadBlob(invoicesCsvFile(await invoicesCsv(invoices)), invoicesCsvFileName());
    } catch (error) {
      console.error('[invoices] exportación fallida', error);
      toaster.create({ type: 'error', title: copy.exportError });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="outline"
      loading={exporting}
      loadingText={copy.exporting}
      onClick={() => void exportCsv()}
    >
      <Download aria-hidden />
      {copy.export}
    </Button>
  );
}
