import { useId, type ReactNode } from 'react';
import type { Invoice } from '@platform/api/contracts';
import {
  Alert,
  Button,
  EmptyState,
  ErrorBox,
  errorMessage,
  formatCLP,
  formatDate,
  Heading,
  HStack,
  LoadingState,
  Paginator,
  Stack,
  StatusBadge,
  Table,
  Text,
  VisuallyHidden,
  type UseQueryResult,
} from '@platform/shared';
import { Download, FileText } from 'lucide-react';
import { monthLabel } from '../../../lib/months';
import { INVOICES_PAGE_SIZE } from '../../../urls';
import { useDownloadInvoice } from '../api/download-invoice';
import type { InvoiceList as InvoicePage } from '../api/list-invoices';
import { useInvoiceSearch } from '../hooks/use-invoice-search';
import { invoiceNumberLabel } from '../invoice-format';
import { invoiceMessages } from '../messages';

const copy = invoiceMessages;

/**
 * The invoices, 10 a page (the page in the URL), newest period first: number, period, amount,
 * issue date, status, and a download for billed ones only (spec 3 §2, §4, §9). A failed download
 * says so above the list (spec 3 §8) until the next one starts.
 */
export function InvoiceList({ invoices }: { invoices: UseQueryResult<InvoicePage> }) {
  const titleId = useId();
  const { search, update } = useInvoiceSearch();
  const download = useDownloadInvoice();
  const list = invoices.data?.invoices ?? [];
  const totalPages = Math.max(1, Math.ceil(list.length / INVOICES_PAGE_SIZE));
  // A page past the last (an old link) shows the last one.
  const page = Math.min(search.page, totalPages);
  const rows = list.slice((page - 1) * INVOICES_PAGE_SIZE, page * INVOICES_PAGE_SIZE);

  let content: ReactNode;
  if (invoices.isPending) {
    content = <LoadingState label={copy.loading} showLabel />;
  } else if (invoices.isError) {
    content = (
      <ErrorBox
        title={copy.loadError}
        message={errorMessage(invoices.error)}
        onRetry={() => void invoices.refetch()}
        retrying={invoices.isFetching}
      />
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState
        icon={<FileText />}
        title={copy.empty.title}
        as="h3"
        description={copy.empty.description}
      />
    );
  } else {
    content = (
      <Stack gap={0}>
        {download.isError && (
          <Alert.Root status="error" role="alert" mb={3}>
            <Alert.Indicator />
            <Alert.Title>{copy.downloadError}</Alert.Title>
          </Alert.Root>
        )}
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-labelledby={titleId}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{copy.columns.number}</Table.ColumnHeader>
                <Table.ColumnHeader>{copy.columns.period}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{copy.columns.amount}</Table.ColumnHeader>
                <Table.ColumnHeader>{copy.columns.date}</Table.ColumnHeader>
                <Table.ColumnHeader>{copy.columns.status}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <VisuallyHidden>{copy.columns.actions}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((invoice) => (
                <InvoiceRow
                  key={invoice.uuid}
                  invoice={invoice}
                  downloading={download.isPending && download.variables?.uuid === invoice.uuid}
                  onDownload={() => download.mutate(invoice)}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Paginator
          page={page}
          totalPages={totalPages}
          onPageChange={(target) => update({ page: target })}
        />
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby={titleId} gap={3}>
      <HStack justify="space-between" align="baseline" gap={3} wrap="wrap">
        <Heading as="h2" size="md" id={titleId}>
          {copy.listTitle}
        </Heading>
        {invoices.isSuccess && list.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {copy.count(list.length)}
          </Text>
        )}
      </HStack>
      {content}
    </Stack>
  );
}

function InvoiceRow({
  invoice,
  downloading,
  onDownload,
}: {
  invoice: Invoice;
  downloading: boolean;
  onDownload: () => void;
}) {
  const period = monthLabel(invoice.period);
  return (
    <Table.Row>
      <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
        {invoice.number === null ? (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {copy.noNumber}
          </Text>
        ) : (
          invoiceNumberLabel(invoice.number)
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{period}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {formatCLP(invoice.amount)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {invoice.date ? (
          formatDate(invoice.date)
        ) : (
          <Text as="span" color="fg.muted">
            {copy.notIssued}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <StatusBadge kind="invoice" status={invoice.status} size="sm" />
      </Table.Cell>
      <Table.Cell textAlign="end">
        {invoice.status === 'billed' ? (
          <Button
            size="sm"
            variant="outline"
            loading={downloading}
            loadingText={copy.downloading}
            onClick={onDownload}
          >
            <Download aria-hidden />
            {copy.download}
            <VisuallyHidden>{copy.downloadOf(period)}</VisuallyHidden>
          </Button>
        ) : (
          <Text as="span" fontSize="xs" color="fg.muted">
            {copy.pendingNote}
          </Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
