import {
  Box,
  Button,
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
} from '@platform/shared';
import type { Client } from '@platform/api/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { formatClientPhone } from '../format-phone';
import { clientsMessages } from '../messages';
import { clientPath, FIRST_DIRECTION, type ClientSearch, type ClientSortField } from '../urls';
import { ClientAvatar } from './ClientAvatar';

const copy = clientsMessages;

type Sort = Pick<ClientSearch, 'sortBy' | 'sortDirection'>;

export interface ClientListViewProps {
  clients: Client[];
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/** The client's name, linking to their detail, with their e-mail under it. */
export function ClientIdentity({ client }: { client: Client }) {
  return (
    <HStack gap={3} minW={0}>
      <ClientAvatar client={client} size="sm" />
      <Stack gap={0} minW={0}>
        <Link asChild fontWeight="medium" color="fg" variant="underline">
          <RouterLink to={clientPath(client.id)}>{client.name}</RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted" truncate>
          {client.email}
        </Text>
      </Stack>
    </HStack>
  );
}

/** A column heading that sorts by its field; pressing it again reverses the order. */
function SortableHeader({
  field,
  label,
  sort,
  onSort,
  numeric = false,
}: {
  field: ClientSortField;
  label: string;
  sort: Sort;
  onSort: (sort: Sort) => void;
  numeric?: boolean;
}) {
  const active = sort.sortBy === field;
  const Arrow = !active ? ArrowUpDown : sort.sortDirection === 'asc' ? ArrowUp : ArrowDown;
  const next = active ? (sort.sortDirection === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[field];
  return (
    <Table.ColumnHeader
      textAlign={numeric ? 'end' : 'start'}
      aria-sort={active ? (sort.sortDirection === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <Button
        variant="ghost"
        size="xs"
        mx={-2}
        fontWeight="semibold"
        onClick={() => onSort({ sortBy: field, sortDirection: next })}
      >
        {label}
        <Box as="span" color={active ? 'fg' : 'fg.subtle'} display="inline-flex">
          <Arrow aria-hidden />
        </Box>
      </Button>
    </Table.ColumnHeader>
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
            <SortableHeader field="name" label={columns.client} sort={sort} onSort={onSort} />
            <Table.ColumnHeader>{columns.phone}</Table.ColumnHeader>
            <Table.ColumnHeader>{columns.status}</Table.ColumnHeader>
            <SortableHeader
              field="totalOrders"
              label={columns.totalOrders}
              sort={sort}
              onSort={onSort}
              numeric
            />
            <SortableHeader
              field="totalSpent"
              label={columns.totalSpent}
              sort={sort}
              onSort={onSort}
              numeric
            />
            <SortableHeader
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
