import {
  Box,
  formatCLP,
  formatDate,
  formatNumber,
  HStack,
  Link,
  RouterLink,
  Stack,
  StatusBadge,
  Table,
  Text,
  useLocation,
} from '@platform/shared';
import type { Client } from '@platform/api/contracts';
import { SortableHeader } from '../../../components/SortableHeader';
import { formatClientPhone } from '../format-phone';
import { clientsMessages } from '../messages';
import { backToListState } from '../../../back-to-list';
import { CLIENTS_PATH, clientPath, FIRST_DIRECTION, type ClientSearch } from '../urls';
import { ClientAvatar } from './ClientAvatar';

const copy = clientsMessages;

type Sort = Pick<ClientSearch, 'sortBy' | 'sortDirection'>;

export interface ClientListViewProps {
  clients: Client[];
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/**
 * The client's name, linking to their detail (which leads back to the list as it is now), with
 * their e-mail under it.
 */
export function ClientIdentity({ client }: { client: Client }) {
  const { search } = useLocation();
  return (
    <HStack gap={3} minW={0}>
      <ClientAvatar client={client} size="sm" />
      <Stack gap={0} minW={0}>
        <Link asChild fontWeight="medium" color="fg" variant="underline">
          <RouterLink to={clientPath(client.id)} state={backToListState(CLIENTS_PATH, search)}>
            {client.name}
          </RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted" truncate>
          {client.email}
        </Text>
      </Stack>
    </HStack>
  );
}

/** The list on wide screens: one row per client, sortable by name, orders, spend and date. */
export function ClientTable({
  clients,
  labelledBy,
  sort,
  onSort,
}: ClientListViewProps & { sort: Sort; onSort: (sort: Sort) => void }) {
  const columns = copy.columns;
  return (
    <Table.ScrollArea hideBelow="md" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-labelledby={labelledBy} interactive>
        <Table.Header>
          <Table.Row>
            <SortableHeader
              firstDirection={FIRST_DIRECTION.name}
              field="name"
              label={columns.client}
              sort={sort}
              onSort={onSort}
            />
            <Table.ColumnHeader>{columns.phone}</Table.ColumnHeader>
            <Table.ColumnHeader>{columns.status}</Table.ColumnHeader>
            <SortableHeader
              firstDirection={FIRST_DIRECTION.totalOrders}
              field="totalOrders"
              label={columns.totalOrders}
              sort={sort}
              onSort={onSort}
              numeric
            />
            <SortableHeader
              firstDirection={FIRST_DIRECTION.totalSpent}
              field="totalSpent"
              label={columns.totalSpent}
              sort={sort}
              onSort={onSort}
              numeric
            />
            <SortableHeader
              firstDirection={FIRST_DIRECTION.createdAt}
              field="createdAt"
              label={columns.createdAt}
              sort={sort}
              onSort={onSort}
            />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {clients.map((client) => (
            <Table.Row key={client.id}>
              <Table.Cell maxW="sm">
                <ClientIdentity client={client} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" color={client.phone ? 'fg' : 'fg.muted'}>
                {formatClientPhone(client.phone) || copy.client.noPhone}
              </Table.Cell>
              <Table.Cell>
                <StatusBadge kind="client" status={client.status} />
              </Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(client.totalOrders)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatCLP(client.totalSpent)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(client.createdAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The list on narrow screens: one card per client with the same facts. */
export function ClientCardList({ clients, labelledBy }: ClientListViewProps) {
  return (
    <Stack
      as="ul"
      aria-labelledby={labelledBy}
      hideFrom="md"
      gap={3}
      m={0}
      p={0}
      listStyleType="none"
    >
      {clients.map((client) => (
        <Box as="li" key={client.id} borderWidth="1px" rounded="md" p={4}>
          <Stack gap={3}>
            <HStack justify="space-between" align="flex-start" gap={3}>
              <ClientIdentity client={client} />
              <StatusBadge kind="client" status={client.status} />
            </HStack>
            <HStack justify="space-between" gap={3} wrap="wrap" fontSize="sm">
              <Text color={client.phone ? 'fg' : 'fg.muted'}>
                {formatClientPhone(client.phone) || copy.client.noPhone}
              </Text>
              <Text color="fg.muted">{copy.client.since(formatDate(client.createdAt))}</Text>
            </HStack>
            <HStack justify="space-between" gap={3} fontSize="sm">
              <Text>{copy.client.orders(formatNumber(client.totalOrders))}</Text>
              <Text fontWeight="semibold">{copy.client.spent(formatCLP(client.totalSpent))}</Text>
            </HStack>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
