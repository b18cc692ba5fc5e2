import { useId } from 'react';
import {
  Button,
  Card,
  Field,
  Flex,
  Heading,
  Input,
  InputGroup,
  SelectInput,
  SimpleGrid,
} from '@platform/shared';
import { RotateCcw, Search } from 'lucide-react';
import { useDebouncedText } from '../hooks/use-debounced-text';
import type { ClientSearchState } from '../hooks/use-client-search';
import { clientsMessages } from '../messages';
import {
  CLIENT_SORT_FIELDS,
  CLIENT_STATUS_FILTERS,
  clientSearchParams,
  DEFAULT_CLIENT_SEARCH,
  FIRST_DIRECTION,
  SEARCH_MAX_LENGTH,
  SORT_DIRECTIONS,
  type ClientSortField,
  type ClientStatusFilter,
  type SortDirection,
} from '../urls';

const copy = clientsMessages.filters;

/** A select whose first option is its default, which the URL leaves out. */
function FilterSelect<T extends string>({
  label,
  value,
  values,
  labels,
  fallback,
  onChange,
}: {
  label: string;
  value: T;
  values: readonly T[];
  labels: Record<T, string>;
  fallback: T;
  onChange: (value: T) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <SelectInput
        placeholder={labels[fallback]}
        options={values
          .filter((option) => option !== fallback)
          .map((option) => ({ value: option, label: labels[option] }))}
        value={value === fallback ? '' : value}
        onChange={(event) => onChange((event.currentTarget.value || fallback) as T)}
      />
    </Field.Root>
  );
}

/**
 * Search, status and sort of the clients list (spec 3 §2). The search applies once typing
 * pauses, the selects at once; every change returns to the first page.
 */
export function ClientFilters({ search, update, reset }: ClientSearchState) {
  const titleId = useId();
  const [text, setText] = useDebouncedText(search.search, (typed) =>
    update({ search: typed.trim() ? typed : '' }),
  );
  const isDefault =
    clientSearchParams({ ...search, page: DEFAULT_CLIENT_SEARCH.page }).toString() === '';

  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Body gap={4}>
        <Flex align="center" justify="space-between" gap={3} wrap="wrap">
          <Heading as="h2" size="md" id={titleId}>
            {copy.title}
          </Heading>
          <Button size="sm" variant="ghost" onClick={reset} disabled={isDefault}>
            <RotateCcw />
            {copy.reset}
          </Button>
        </Flex>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap={4}>
          <Field.Root gridColumn={{ sm: 'span 2' }}>
            <Field.Label>{copy.search}</Field.Label>
            <InputGroup startElement={<Search size={16} aria-hidden />} w="full">
              <Input
                type="search"
                value={text}
                maxLength={SEARCH_MAX_LENGTH}
                placeholder={copy.searchPlaceholder}
                autoComplete="off"
                onChange={(event) => setText(event.currentTarget.value)}
              />
            </InputGroup>
          </Field.Root>
          <FilterSelect<ClientStatusFilter>
            label={copy.status}
            value={search.status}
            values={CLIENT_STATUS_FILTERS}
            labels={copy.statuses}
            fallback={DEFAULT_CLIENT_SEARCH.status}
            onChange={(status) => update({ status })}
          />
          <FilterSelect<ClientSortField>
            label={copy.sortBy}
            value={search.sortBy}
            values={CLIENT_SORT_FIELDS}
            labels={copy.sortFields}
            fallback={DEFAULT_CLIENT_SEARCH.sortBy}
            onChange={(sortBy) => update({ sortBy, sortDirection: FIRST_DIRECTION[sortBy] })}
          />
          <FilterSelect<SortDirection>
            label={copy.sortDirection}
            value={search.sortDirection}
            values={SORT_DIRECTIONS}
            labels={copy.sortDirections}
            fallback={DEFAULT_CLIENT_SEARCH.sortDirection}
            onChange={(sortDirection) => update({ sortDirection })}
          />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
