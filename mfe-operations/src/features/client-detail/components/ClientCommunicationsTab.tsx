import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { Communication } from '@platform/api/contracts';
import {
  Box,
  Button,
  EmptyState,
  Field,
  formatDateTime,
  HStack,
  Input,
  InputGroup,
  Stack,
  StatusBadge,
  Table,
  Text,
  useQuery,
  VisuallyHidden,
} from '@platform/shared';
import { Bell, Download, Eye, Mail, MessageCircle, MessageSquare, Search } from 'lucide-react';
import { clientCommunicationsQuery } from '../api/list-client-communications';
import { downloadCommunication, templateLabel } from '../communication-file';
import { usePages } from '../hooks/use-pages';
import { clientDetailMessages } from '../messages';
import { TabPager } from './TabPager';
import { TabQuery } from './TabQuery';

// The content dialog, its overlay code and the sanitiser load on the first 'Ver contenido'.
const CommunicationContentDialog = lazy(() => import('./CommunicationContentDialog'));

const copy = clientDetailMessages.communications;

const MEDIUM_ICONS: Record<Communication['medium'], ComponentType<{ size?: number }>> = {
  email: Mail,
  sms: MessageSquare,
  push: Bell,
  whatsapp: MessageCircle,
};

/** Whether a communication's subject or template (as typed or as shown) contains the text. */
function matches(communication: Communication, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase('es');
  if (!needle) return true;
  return [
    communication.subject,
    communication.template ?? '',
    templateLabel(communication.template),
  ].some((value) => value.toLocaleLowerCase('es').includes(needle));
}

function CommunicationsTable({ communications }: { communications: Communication[] }) {
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<Communication | null>(null);
  const found = useMemo(
    () => communications.filter((communication) => matches(communication, search)),
    [communications, search],
  );
  const pages = usePages(found);
  const columns = copy.columns;

  return (
    <Stack gap={4}>
      <Field.Root maxW={{ md: 'sm' }}>
        <Field.Label>{copy.search}</Field.Label>
        <InputGroup startElement={<Search size={16} aria-hidden />} w="full">
          <Input
            type="search"
            value={search}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              pages.setPage(1);
            }}
          />
        </InputGroup>
      </Field.Root>

      {found.length === 0 ? (
        <Text color="fg.muted" py={6} textAlign="center" role="status">
          {copy.noMatches}
        </Text>
      ) : (
        <Box>
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={copy.title}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{columns.subject}</Table.ColumnHeader>
                  <Table.ColumnHeader>{columns.medium}</Table.ColumnHeader>
                  <Table.ColumnHeader>{columns.recipient}</Table.ColumnHeader>
                  <Table.ColumnHeader>{columns.date}</Table.ColumnHeader>
                  <Table.ColumnHeader>{columns.template}</Table.ColumnHeader>
                  <Table.ColumnHeader>{columns.status}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{columns.actions}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {pages.rows.map((communication) => {
                  const MediumIcon = MEDIUM_ICONS[communication.medium];
                  return (
                    <Table.Row key={communication.id}>
                      <Table.Cell fontWeight="medium" minW="48">
                        {communication.subject}
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap={1.5} whiteSpace="nowrap">
                          <Box aria-hidden color="fg.muted" display="inline-flex">
                            <MediumIcon size={14} />
                          </Box>
                          {copy.media[communication.medium]}
                        </HStack>
                      </Table.Cell>
                      <Table.Cell>{communication.recipient}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        {formatDateTime(communication.sentAt)}
                      </Table.Cell>
                      <Table.Cell color={communication.template ? 'fg' : 'fg.muted'}>
                        {templateLabel(communication.template) || copy.noTemplate}
                      </Table.Cell>
                      <Table.Cell>
                        <StatusBadge kind="communication" status={communication.status} />
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap={1} justify="flex-end">
                          <Button
                            size="xs"
                            variant="ghost"
                            onClick={() => setViewing(communication)}
                          >
                            <Eye aria-hidden />
                            {copy.view}
                            <VisuallyHidden>{copy.viewOf(communication.subject)}</VisuallyHidden>
                          </Button>
                          <Button
                            size="xs"
                            variant="ghost"
                            onClick={() => downloadCommunication(communication)}
                          >
                            <Download aria-hidden />
                            {copy.download}
                            <VisuallyHidden>
                              {copy.downloadOf(communication.subject)}
                            </VisuallyHidden>
                          </Button>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <TabPager pages={pages} />
        </Box>
      )}

      {viewing && (
        <Suspense fallback={null}>
          <CommunicationContentDialog communication={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * The Comunicaciones tab (spec 3 §2): what was sent to the client, newest first, searchable by
 * subject or template, with the content in a dialog and as a text file.
 */
export function ClientCommunicationsTab({ clientId }: { clientId: string }) {
  const communications = useQuery(clientCommunicationsQuery(clientId));
  return (
    <TabQuery query={communications} loading={copy.loading} error={copy.loadError}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState icon={<Mail />} title={copy.empty} description={copy.emptyHint} as="h3" />
        ) : (
          <CommunicationsTable communications={list} />
        )
      }
    </TabQuery>
  );
}
