import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  Code,
  Container,
  EmptyState,
  ErrorBox,
  formatDateTime,
  formatNumber,
  Heading,
  HStack,
  Link,
  LoadingState,
  PageHeader,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@platform/shared';
import { useRemoteSessions, type RemoteSession } from '../../federation/load-timings';
import { platformMessages as copy } from './messages';
import {
  diagnostics,
  PLATFORM_JSON_URL,
  readPlatformStatus,
  remoteCount,
  shortCommit,
  type PlatformApp,
  type PlatformStatus,
  type RangeMatch,
  type SharedRange,
} from './platform-status';

/** A time of this session, to the second: loads and errors are seconds apart. */
const sessionTime = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function Time({ iso, seconds = false }: { iso: string; seconds?: boolean }) {
  if (!iso) return <>—</>;
  return (
    <time dateTime={iso}>{seconds ? sessionTime.format(new Date(iso)) : formatDateTime(iso)}</time>
  );
}

const MATCH_PALETTE: Record<RangeMatch, string> = {
  same: 'gray',
  minor: 'blue',
  major: 'red',
  unknown: 'orange',
  'not-in-shell': 'gray',
};

/** One term and its value: a `div` directly in the `dl`, as HTML allows. */
function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box gridColumn={wide ? { md: 'span 2', xl: 'span 3' } : undefined}>
      <Text as="dt" fontSize="sm" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" mt={0.5} wordBreak="break-all">
        {children}
      </Box>
    </Box>
  );
}

function SessionLoad({ app, session }: { app: PlatformApp; session: RemoteSession | undefined }) {
  if (app.kind === 'shell') return <Text color="fg.muted">{copy.shellLoad}</Text>;
  const load = session?.load;
  if (!load) return <Text color="fg.muted">{copy.notLoaded}</Text>;
  return (
    <Text>
      <strong>{formatNumber(load.ms)} ms</strong>{' '}
      <Text as="span" color="fg.muted">
        {copy.loadedAt(sessionTime.format(new Date(load.startedAt)))}
      </Text>
    </Text>
  );
}

function LastError({ app, session }: { app: PlatformApp; session: RemoteSession | undefined }) {
  if (app.kind === 'shell') return <Text color="fg.muted">{copy.shellLoad}</Text>;
  const error = session?.lastError;
  if (!error) return <Text color="fg.success">{copy.noErrors}</Text>;
  return (
    <Text color="fg.error">
      {error.message}{' '}
      <Text as="span" color="fg.muted">
        (<Time iso={error.at} seconds />)
      </Text>
    </Text>
  );
}

function RangeTable({ app }: { app: PlatformApp }) {
  const isShell = app.kind === 'shell';
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg" px={3}>
          {isShell ? copy.shellRangeCaption : copy.rangeCaption(app.name)}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{copy.packageColumn}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              {isShell ? copy.shellRange : copy.appRange(app.name)}
            </Table.ColumnHeader>
            {!isShell && (
              <>
                <Table.ColumnHeader scope="col">{copy.shellRange}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{copy.matchColumn}</Table.ColumnHeader>
              </>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {app.shared.map((range) => (
            <RangeRow key={range.name} range={range} isShell={isShell} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function RangeRow({ range, isShell }: { range: SharedRange; isShell: boolean }) {
  return (
    <Table.Row>
      <Table.Cell fontFamily="mono">{range.name}</Table.Cell>
      <Table.Cell>{range.range}</Table.Cell>
      {!isShell && (
        <>
          <Table.Cell>{range.shellRange ?? '—'}</Table.Cell>
          <Table.Cell>
            {range.match === 'same' ? (
              <Text color="fg.muted">{copy.match.same}</Text>
            ) : (
              <Badge colorPalette={MATCH_PALETTE[range.match]} variant="subtle">
                {copy.match[range.match]}
              </Badge>
            )}
          </Table.Cell>
        </>
      )}
    </Table.Row>
  );
}

function AppCard({ app, session }: { app: PlatformApp; session: RemoteSession | undefined }) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <Heading as="h2" size="lg" id={headingId}>
            {app.name}{' '}
            <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
              ({app.kind === 'shell' ? copy.shell : copy.remote})
            </Text>
          </Heading>
          {app.kind === 'remote' && (
            <Badge colorPalette={app.compatible ? 'green' : 'red'} variant="solid">
              {app.compatible ? copy.compatible : copy.incompatible}
            </Badge>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap={5}>
          <SimpleGrid as="dl" columns={{ base: 1, md: 2, xl: 3 }} gap={4}>
            <Field label={copy.version}>
              <Code>{app.version}</Code>
            </Field>
            <Field label={copy.commit}>
              <Code title={app.commit}>{shortCommit(app.commit)}</Code>
            </Field>
            <Field label={copy.built}>
              <Time iso={app.builtAt} />
            </Field>
            <Field label={copy.published}>
              <Time iso={app.publishedAt} />
            </Field>
            <Field label={copy.load}>
              <SessionLoad app={app} session={session} />
            </Field>
            <Field label={copy.lastError}>
              <LastError app={app} session={session} />
            </Field>
            <Field label={copy.manifest} wide>
              {app.manifest ? (
                <Link href={app.manifest} color="fg" textDecoration="underline">
                  {app.manifest}
                </Link>
              ) : (
                <Text color="fg.muted">{copy.noManifest}</Text>
              )}
            </Field>
          </SimpleGrid>
          <RangeTable app={app} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * `/plataforma`: the platform team's panel. Each app's live release and its shared ranges beside
 * the shell's, as the shell's host computes them from the registry for `/platform.json` (read
 * afresh on opening, docs/deploying.md), and each remote's load in this tab
 * (federation/load-timings.ts), which only this browser knows.
 */
export function PlatformPage() {
  // Null while `/platform.json` is read, or when reading it failed.
  const [status, setStatus] = useState<PlatformStatus | null>(null);
  const [readFailed, setReadFailed] = useState(false);
  // Counts the reads asked for: "Reintentar" after a failed one reads again.
  const [attempt, setAttempt] = useState(0);
  const [copyStatus, setCopyStatus] = useState<'copied' | 'failed' | null>(null);
  const sessions = useRemoteSessions();

  useEffect(() => {
    let current = true;
    readPlatformStatus().then(
      (read) => current && setStatus(read),
      () => current && setReadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const copyDiagnostics = async () => {
    if (!status) return;
    try {
      await navigator.clipboard.writeText(
        `${JSON.stringify(diagnostics(status, sessions), null, 2)}\n`,
      );
      setCopyStatus('copied');
    } catch {
      setCopyStatus('failed');
    }
  };

  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }}>
      <PageHeader
        title={copy.title}
        subtitle={copy.subtitle}
        actions={
          <>
            <Link href={PLATFORM_JSON_URL} color="fg" textDecoration="underline" me={2}>
              {copy.json}
            </Link>
            <Button onClick={() => void copyDiagnostics()} disabled={!status}>
              {copy.copy}
            </Button>
          </>
        }
      />
      {/* Always in the page, so that screen readers hear the message it gets. */}
      <Box role="status" mt={-2} mb={copyStatus ? 4 : 0}>
        {copyStatus === 'copied' && <Text color="fg.success">{copy.copied}</Text>}
        {copyStatus === 'failed' && <Text color="fg.error">{copy.copyFailed}</Text>}
      </Box>
      {readFailed ? (
        <ErrorBox
          onRetry={() => {
            setReadFailed(false);
            setAttempt((count) => count + 1);
          }}
        />
      ) : !status ? (
        <LoadingState label={copy.loading} showLabel />
      ) : (
        <Stack gap={6}>
          {status.registryUpdatedAt && (
            <Text color="fg.muted">
              {copy.registryUpdated}: <Time iso={status.registryUpdatedAt} />
            </Text>
          )}
          {remoteCount(status) === 0 && (
            <EmptyState title={copy.emptyTitle} description={copy.emptyDescription} />
          )}
          {status.apps.map((app) => (
            <AppCard key={app.name} app={app} session={sessions[app.name]} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
