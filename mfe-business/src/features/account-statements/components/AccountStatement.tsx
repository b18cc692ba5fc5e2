import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  Container,
  downloadBlob,
  EmptyState,
  ErrorBox,
  formatDate,
  Heading,
  Link,
  LoadingState,
  PageHeader,
  Paginator,
  RouterLink,
  Stack,
  Text,
  toaster,
  useLocation,
  useQuery,
} from '@platform/shared';
import { ArrowLeft, Download, ReceiptText } from 'lucide-react';
import { monthLabel } from '../../../lib/months';
import { STATEMENT_PAGE_SIZES } from '../../../urls';
import { accountStatementQuery } from '../api/get-account-statement';
import { useStatementSearch } from '../hooks/use-statement-search';
import { statementMessages } from '../messages';
import { statementCsv, statementCsvFile, statementCsvFileName } from '../statement-csv';
import { daysWithData, filterTransactions, newestFirst, statementTotals } from '../statement-rows';
import { statementOfPath } from '../statement-variant';
import { StatementFilters } from './StatementFilters';
import { StatementTable } from './StatementTable';
import { StatementTotals } from './StatementTotals';

const copy = statementMessages;

/**
 * An account statement (spec 3 §2, §4, §8, §9): one component for the sales and the commission
 * statement, which the path chooses. The month, day, type, page and page size live in the URL;
 * the month's movements are loaded once and filtered, totalled, paged and exported here.
 */
export function AccountStatement() {
  const { pathname } = useLocation();
  const { variant, title } = statementOfPath(pathname);
  const { search, update } = useStatementSearch();
  const statement = useQuery(accountStatementQuery(variant, search.month));
  const listTitleId = useId();
  const [exporting, setExporting] = useState(false);

  const all = useMemo(
    () => (statement.data ? newestFirst(statement.data.transactions) : null),
    [statement.data],
  );
  const days = useMemo(() => (all ? daysWithData(all) : null), [all]);
  const shown = useMemo(
    () => (all ? filterTransactions(all, { day: search.day, type: search.type }) : []),
    [all, search.day, search.type],
  );
  const totals = statementTotals(shown);
  const totalPages = Math.max(1, Math.ceil(shown.length / search.perPage));
  // A page past the last (a narrower filter, a link) shows the last one.
  const page = Math.min(search.page, totalPages);
  const rows = shown.slice((page - 1) * search.perPage, page * search.perPage);

  const exportCsv = async () => {
    if (exporting || shown.length === 0) return;
    setExporting(true);
    try {
      const csv = await statementCsv(shown);
      downloadBlob(statementCsvFile(csv), statementCsvFileName(variant, search.month, search.day));
    } catch (error) {
      console.error('[statements] exportación fallida', error);
      toaster.create({ type: 'error', title: copy.csv.exportError });
    } finally {
      setExporting(false);
    }
  };

  let content: ReactNode;
  if (statement.isPending) {
    content = <LoadingState label={copy.loading} showLabel />;
  } else if (statement.isError) {
    content = (
      <ErrorBox
        title={copy.loadErrorTitle}
        message={copy.loadError}
        onRetry={() => void statement.refetch()}
        retrying={statement.isFetching}
      />
    );
  } else if (shown.length === 0) {
    const noun = copy.empty.nouns[search.type];
    content = (
      <EmptyState
        icon={<ReceiptText />}
        title={copy.empty.title}
        as="h3"
        description={
          search.day === null
            ? copy.empty.period(noun, monthLabel(search.month))
            : copy.empty.day(
                noun,
                formatDate(`${search.month}-${String(search.day).padStart(2, '0')}`),
              )
        }
      />
    );
  } else {
    content = (
      <Stack gap={0}>
        <StatementTable transactions={rows} labelledBy={listTitleId} />
        <Paginator
          page={page}
          totalPages={totalPages}
          onPageChange={(target) => update({ page: target })}
          perPage={search.perPage}
          perPageOptions={STATEMENT_PAGE_SIZES}
          onPerPageChange={(perPage) => update({ perPage })}
          totalItems={shown.length}
        />
      </Stack>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: 6, md: 8 }}>
      <Stack gap={4}>
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="flex-start">
          <RouterLink to="/">
            <ArrowLeft size={16} aria-hidden /> {copy.back}
          </RouterLink>
        </Link>
        <PageHeader
          title={title}
          subtitle={copy.subtitles[variant]}
          actions={
            shown.length > 0 && (
              <Button
                variant="outline"
                loading={exporting}
                loadingText={copy.csv.exporting}
                onClick={() => void exportCsv()}
              >
                <Download aria-hidden />
                {copy.csv.export}
              </Button>
            )
          }
        />
        <StatementFilters
          search={search}
          daysWithData={days}
          onChange={(changes) => update(changes)}
        />
        {statement.isSuccess && <StatementTotals totals={totals} />}
        <Stack as="section" aria-labelledby={listTitleId} gap={3}>
          <Stack direction="row" justify="space-between" align="baseline" gap={3} wrap="wrap">
            <Heading as="h2" size="md" id={listTitleId}>
              {copy.table.title}
            </Heading>
            {statement.isSuccess && (
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {copy.totals.count(shown.length)}
              </Text>
            )}
          </Stack>
          {content}
        </Stack>
      </Stack>
    </Container>
  );
}
