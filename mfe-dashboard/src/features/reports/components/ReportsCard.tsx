import { lazy, Suspense, useState } from 'react';
import { Button, formatDate, Skeleton, Stack, Text, useQuery } from '@platform/shared';
import { DASHBOARD } from '@platform/shared/constants';
import type { DateRange } from '@platform/shared/validation';
import { messages } from '../../../messages';
import { SectionCard } from '../../../ui/SectionCard';
import { reportsQuery } from '../api/list-reports';
import { useReportExports } from '../hooks/use-report-exports';
import { ReportList } from './ReportList';

const ReportsDialog = lazy(() => import('./ReportsDialog'));

/** The reports card: the first three reports; 'Ver todos' opens every one (spec 1 §2.9). */
export function ReportsCard({ range }: { range: DateRange }) {
  const reports = useQuery(reportsQuery());
  const exports = useReportExports(range);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const all = reports.isSuccess ? reports.data : [];
  const rangeNote = messages.reports.rangeNote(
    formatDate(range.startDate),
    formatDate(range.endDate),
  );

  const seeAll =
    all.length > 0 ? (
      <Button
        variant="plain"
        size="sm"
        colorPalette="brand"
        px={0}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {messages.reports.seeAll}
      </Button>
    ) : null;

  return (
    <SectionCard title={messages.reports.title} action={seeAll} tourTarget="dashboard-reports">
      {reports.isPending ? (
        <Stack gap={3}>
          {Array.from({ length: DASHBOARD.reportsShown }, (_, index) => (
            <Skeleton key={index} height="16" borderRadius="md" />
          ))}
        </Stack>
      ) : reports.isError ? (
        <Stack gap={2} align="flex-start">
          <Text color="fg.error" fontSize="sm" role="alert">
            {messages.reports.loadFailed}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void reports.refetch()}>
            Reintentar
          </Button>
        </Stack>
      ) : all.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {messages.reports.empty}
        </Text>
      ) : (
        <Stack gap={3}>
          <Text fontSize="xs" color="fg.muted">
            {rangeNote}
          </Text>
          <ReportList reports={all.slice(0, DASHBOARD.reportsShown)} exports={exports} />
        </Stack>
      )}
      {requested && (
        <Suspense fallback={null}>
          <ReportsDialog
            open={open}
            onOpenChange={setOpen}
            reports={all}
            exports={exports}
            rangeNote={rangeNote}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
