import { useId } from 'react';
import {
  Box,
  Button,
  EmptyState,
  ErrorBox,
  errorMessage,
  formatNumber,
  Heading,
  HStack,
  LoadingState,
  Paginator,
  Stack,
  Text,
  type UseQueryResult,
} from '@platform/shared';
import type { ClientList as ClientPage } from '@platform/api/contracts';
import { RotateCcw, Users } from 'lucide-react';
import type { ClientSearchState } from '../hooks/use-client-search';
import { clientsMessages } from '../messages';
import { CLIENTS_PER_PAGE, hasActiveFilters } from '../urls';
import { ClientCardList, ClientTable } from './ClientTable';

const copy = clientsMessages.list;

export interface ClientListProps extends ClientSearchState {
  list: UseQueryResult<ClientPage>;
}

/** 'Mostrando 11 a 20 de 57 clientes' for a page of the list. */
function countText(page: ClientPage): string {
  const from = (page.page - 1) * page.perPage + 1;
  const to = Math.min(page.page * page.perPage, page.total);
  return copy.count(formatNumber(from), formatNumber(to), formatNumber(page.total));
}

/**
 * The clients: a table on wide screens and cards on narrow ones (both rendered, CSS shows one),
 * the count and the pager, and the loading, error and empty states (spec 3 §2, §8). While another
 * page or search loads, the previous rows stay, dimmed.
 */
export function ClientList({ list, search, update, reset }: ClientListProps) {
  const titleId = useId();
  const page = list.data;
  const filtered = hasActiveFilters(search);

  let content;
  if (list.isError) {
    content = (
      <ErrorBox
        title={copy.loadError}
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (!page) {
    content = <LoadingState label={copy.loading} showLabel />;
  } else if (page.total === 0) {
    content = (
      <EmptyState
        icon={<Users />}
        title={copy.empty}
        description={filtered ? copy.emptyFiltered : copy.emptyStore}
        action={
          filtered ? (
            <Button variant="outline" size="sm" onClick={reset}>
              <RotateCcw />
              {clientsMessages.filters.reset}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    const views = { clients: page.data, labelledBy: titleId };
    content = (
      <Stack gap={0}>
        <Box
          aria-busy={list.isPlaceholderData || undefined}
          opacity={list.isPlaceholderData ? 0.6 : 1}
          transition="opacity 0.2s"
        >
          <ClientTable {...views} sort={search} onSort={(sort) => update(sort)} />
          <ClientCardList {...views} />
        </Box>
        <Paginator
          page={search.page}
          totalPages={Math.max(1, Math.ceil(page.total / CLIENTS_PER_PAGE))}
          onPageChange={(target) => update({ page: target })}
        />
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby={titleId} gap={3}>
      <HStack justify="space-between" align="baseline" gap={3} wrap="wrap">
        <Heading as="h2" size="md" id={titleId}>
          {copy.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {list.isPlaceholderData
            ? copy.updating
            : page && !list.isError && page.total > 0 && page.data.length > 0
              ? countText(page)
              : ''}
        </Text>
      </HStack>
      {content}
    </Stack>
  );
}
