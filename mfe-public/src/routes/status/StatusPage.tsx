import { RefreshCw } from 'lucide-react';
import {
  Button,
  Container,
  ErrorBox,
  formatDateTime,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@platform/shared';
import { ComponentList } from '../../features/status/components/ComponentList';
import { IncidentHistory } from '../../features/status/components/IncidentHistory';
import { OverallStatusBanner } from '../../features/status/components/OverallStatusBanner';
import { UptimeStats } from '../../features/status/components/UptimeStats';
import { useSystemStatus } from '../../features/status/hooks/use-system-status';
import { messages } from '../../messages';

const copy = messages.status;

/** `/status`: overall status, uptime, components and incidents; reloads every 30 s (spec 3 §2, §7). */
export default function StatusPage() {
  const status = useSystemStatus();
  const { data, isFetching: loading } = status;
  const reload = () => void status.refetch();

  return (
    <Container maxW="5xl" py={{ base: 6, md: 10 }}>
      <PageHeader
        title={copy.title}
        subtitle={copy.subtitle}
        actions={
          <Button
            variant="outline"
            onClick={reload}
            loading={loading && data !== undefined}
            loadingText={copy.refreshing}
            disabled={loading && data === undefined}
          >
            <RefreshCw aria-hidden /> {copy.refresh}
          </Button>
        }
      />
      <Stack gap={8}>
        {status.isError && (
          <ErrorBox title={copy.errorTitle} message={copy.error} onRetry={reload} />
        )}
        {status.isPending && <LoadingState label={copy.loading} showLabel minH="60" />}
        {data && (
          <>
            <Stack gap={2}>
              <OverallStatusBanner status={data.status} />
              <Text fontSize="sm" color="fg.muted">
                {copy.lastChecked(formatDateTime(data.checkedAt))} · {copy.autoRefresh}
              </Text>
            </Stack>
            <UptimeStats uptime={data.uptime} />
            <ComponentList components={data.components} />
            <IncidentHistory incidents={data.incidents} />
          </>
        )}
      </Stack>
    </Container>
  );
}
