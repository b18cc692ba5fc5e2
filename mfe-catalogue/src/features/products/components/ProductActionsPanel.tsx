import type { ReactNode } from 'react';
import { Button, HStack, isFeatureEnabled, VisuallyHidden } from '@platform/shared';
import { Download, FolderTree, Plus, Upload } from 'lucide-react';
import { productsMessages } from '../messages';

const copy = productsMessages.actions;

export type CsvFeature = 'importCsv' | 'exportCsv';

export interface ProductActionsPanelProps {
  onNewProduct: () => void;
  onManageCategories: () => void;
  /** Import and export are not built: both open the coming-soon dialog. */
  onCsv: (feature: CsvFeature) => void;
}

/**
 * 'Nuevo producto', 'Gestionar categorías', 'Importar CSV' and 'Exportar CSV' (spec 2 §2). While
 * the CSV flag is off, the CSV buttons look disabled and say so, yet stay focusable and open the
 * coming-soon dialog: a disabled button would be skipped by the keyboard and explain nothing.
 */
export function ProductActionsPanel({
  onNewProduct,
  onManageCategories,
  onCsv,
}: ProductActionsPanelProps) {
  const csvOff = !isFeatureEnabled('csvImportExport');
  const csvButton = (feature: CsvFeature, icon: ReactNode) => (
    <Button
      variant="outline"
      aria-disabled={csvOff || undefined}
      data-disabled={csvOff ? '' : undefined}
      onClick={() => onCsv(feature)}
    >
      {icon}
      {copy[feature]}
      {csvOff && <VisuallyHidden>{` ${copy.unavailable}`}</VisuallyHidden>}
    </Button>
  );
  return (
    <HStack role="group" aria-label={copy.label} gap={2} wrap="wrap">
      <Button colorPalette="brand" onClick={onNewProduct}>
        <Plus />
        {copy.newProduct}
      </Button>
      <Button variant="outline" onClick={onManageCategories}>
        <FolderTree />
        {copy.manageCategories}
      </Button>
      {csvButton('importCsv', <Upload />)}
      {csvButton('exportCsv', <Download />)}
    </HStack>
  );
}
