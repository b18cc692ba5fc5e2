import { useState } from 'react';
import type { OrderStatus } from '@platform/api/contracts';
import { downloadBlob, toaster } from '@platform/shared';
import { ordersMessages } from '../messages';
import { ordersCsv, ordersCsvFile, ordersCsvFileName } from '../orders-csv';
import type { OrderRow } from './use-local-statuses';

const copy = ordersMessages.bulk;

function actionFailed(error: unknown) {
  console.error('[orders] acción en lote fallida', error);
  toaster.create({ type: 'error', title: copy.actionError });
}

/**
 * The bulk bar's actions on the selected orders (spec 3 §9). Each runs only with at least one
 * order selected; a failed export shows 'Error al aplicar la acción. Por favor, intenta
 * nuevamente.' (the other actions make no call and cannot fail).
 */
export function useBulkActions(
  selected: readonly OrderRow[],
  setStatus: (ids: readonly string[], status: OrderStatus) => void,
) {
  const [exporting, setExporting] = useState(false);

  /** Local only (spec 3 §4): the rows change on screen, nothing is saved. Drafts keep theirs. */
  const changeStatus = (status: OrderStatus) => {
    const changeable = selected.filter((order) => order.status !== 'draft');
    const drafts = selected.length - changeable.length;
    if (changeable.length === 0) {
      if (drafts) toaster.create({ type: 'warning', title: copy.onlyDrafts });
      return;
    }
    setStatus(
      changeable.map((order) => order.id),
      status,
    );
    toaster.create({
      type: 'success',
      title: copy.statusUpdated(changeable.length),
      description: drafts
        ? `${copy.statusUpdatedNote} ${copy.draftsSkipped(drafts)}`
        : copy.statusUpdatedNote,
    });
  };

  const exportCsv = async () => {
    if (selected.length === 0 || exporting) return;
    setExporting(true);
    try {
      const csv = await ordersCsv(selected);
      downloadBlob(ordersCsvFile(csv), ordersCsvFileName());
      toaster.create({ type: 'success', title: copy.exported(selected.length) });
    } catch (error) {
      actionFailed(error);
    } finally {
      setExporting(false);
    }
  };

  /** A message only (spec 3 §9): nothing is printed yet. */
  const print = () => {
    if (selected.length === 0) return;
    toaster.create({
      type: 'info',
      title: copy.printTitle,
      description: copy.printMessage(selected.length),
    });
  };

  /** A message only, after the warning dialog (spec 3 §9): no e-mail is sent yet. */
  const notify = () => {
    if (selected.length === 0) return;
    toaster.create({
      type: 'info',
      title: ordersMessages.notify.doneTitle,
      description: ordersMessages.notify.done(selected.length),
    });
  };

  return { changeStatus, exportCsv, exporting, print, notify };
}
