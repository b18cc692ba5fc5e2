import { useId, useState } from 'react';
import {
  Button,
  Card,
  Field,
  Flex,
  Heading,
  Input,
  SelectInput,
  SimpleGrid,
} from '@platform/shared';
import { statusLabel } from '@platform/shared/constants';
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import {
  AMOUNT_MAX_DIGITS,
  DEFAULT_ORDER_SEARCH,
  isDateRangeIncomplete,
  ORDER_SORT_FIELDS,
  ORDER_STATUS_FILTERS,
  orderSearchParams,
  orderSearchProblems,
  SEARCH_MAX_LENGTH,
  SORT_DIRECTIONS,
  type OrderSearch,
} from '../../../urls';
import { useDebouncedDraft } from '../hooks/use-debounced-draft';
import type { OrderSearchState } from '../hooks/use-order-search';
import { ordersMessages } from '../messages';

const copy = ordersMessages.filters;

const amountText = (amount: number | null) => (amount === null ? '' : String(amount));
const amountValue = (text: string) => (text === '' ? null : Number(text));
/** Only digits: pesos are whole, and '1.000' typed with the thousands dot reads as 1000. */
const digits = (text: string) => text.replace(/\D/g, '').slice(0, AMOUNT_MAX_DIGITS);

/**
 * The filters panel (spec 3 §2, §5): search, status, date range, amount range and the sort.
 * Texts, amounts and dates apply once typing pauses, selects at once. A minimum above the maximum
 * or a range that ends before it starts is marked on its field and not searched. On narrow
 * screens the panel folds behind its heading.
 */
export function OrderFilters({ search, update, reset }: OrderSearchState) {
  const titleId = useId();
  const fieldsId = useId();
  const [open, setOpen] = useState(false);

  const [text, setText] = useDebouncedDraft(search.search, (draft) =>
    update({ search: draft.trim() ? draft : '' }),
  );
  const [minAmount, setMinAmount] = useDebouncedDraft(amountText(search.minAmount), (draft) =>
    update({ minAmount: amountValue(draft) }),
  );
  const [maxAmount, setMaxAmount] = useDebouncedDraft(amountText(search.maxAmount), (draft) =>
    update({ maxAmount: amountValue(draft) }),
  );
  const [startDate, setStartDate] = useDebouncedDraft(search.startDate ?? '', (draft) =>
    update({ startDate: draft || null }),
  );
  const [endDate, setEndDate] = useDebouncedDraft(search.endDate ?? '', (draft) =>
    update({ endDate: draft || null }),
  );

  const problems = orderSearchProblems(search);
  const rangeIncomplete = isDateRangeIncomplete(search);
  const isDefault =
    orderSearchParams({
      ...search,
      page: DEFAULT_ORDER_SEARCH.page,
      perPage: DEFAULT_ORDER_SEARCH.perPage,
    }).toString() === '';

  const select =
    <K extends keyof OrderSearch>(key: K) =>
    (event: { currentTarget: { value: string } }) =>
      update({
        [key]: event.currentTarget.value || DEFAULT_ORDER_SEARCH[key],
      } as Partial<OrderSearch>);

  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Body gap={4}>
        <Flex align="center" justify="space-between" gap={3} wrap="wrap">
          <Heading as="h2" size="md" id={titleId}>
            {copy.title}
          </Heading>
          <Flex gap={2}>
            <Button
              hideFrom="md"
              size="sm"
              variant="outline"
              aria-expanded={open}
              aria-controls={fieldsId}
              onClick={() => setOpen((shown) => !shown)}
            >
              <SlidersHorizontal />
              {copy.title}
            </Button>
            <Button size="sm" variant="ghost" onClick={reset} disabled={isDefault}>
              <RotateCcw />
              {copy.reset}
            </Button>
          </Flex>
        </Flex>

        <SimpleGrid
          id={fieldsId}
          columns={{ base: 1, sm: 2, lg: 4 }}
          gap={4}
          hideBelow={open ? undefined : 'md'}
        >
          <Field.Root gridColumn={{ sm: 'span 2', lg: 'span 3' }}>
            <Field.Label>{copy.search}</Field.Label>
            <Input
              type="search"
              value={text}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={copy.searchPlaceholder}
              autoComplete="off"
              onChange={(event) => setText(event.currentTarget.value)}
            />
          </Field.Root>

          <Field.Root gridColumn={{ sm: 'span 2', lg: 'span 1' }}>
            <Field.Label>{copy.status}</Field.Label>
            <SelectInput
              placeholder={copy.allStatuses}
              options={ORDER_STATUS_FILTERS.filter((status) => status !== 'all').map((status) => ({
                value: status,
                label: statusLabel('order', status),
              }))}
              value={search.status === 'all' ? '' : search.status}
              onChange={select('status')}
            />
          </Field.Root>

          <Field.Root>
            <Field.Label>{copy.startDate}</Field.Label>
            <Input
              type="date"
              value={startDate}
              max={endDate || undefined}
              onChange={(event) => setStartDate(event.currentTarget.value)}
            />
          </Field.Root>

          <Field.Root invalid={problems.dateRange}>
            <Field.Label>{copy.endDate}</Field.Label>
            <Input
              type="date"
              value={endDate}
              min={startDate || undefined}
              onChange={(event) => setEndDate(event.currentTarget.value)}
            />
            <Field.ErrorText>{copy.dateRange}</Field.ErrorText>
            {rangeIncomplete && <Field.HelperText>{copy.dateRangeHelp}</Field.HelperText>}
          </Field.Root>

          <Field.Root>
            <Field.Label>{copy.minAmount}</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={minAmount}
              onChange={(event) => setMinAmount(digits(event.currentTarget.value))}
            />
          </Field.Root>

          <Field.Root invalid={problems.amountRange}>
            <Field.Label>{copy.maxAmount}</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={maxAmount}
              onChange={(event) => setMaxAmount(digits(event.currentTarget.value))}
            />
            <Field.ErrorText>{copy.amountRange}</Field.ErrorText>
          </Field.Root>

          <Field.Root>
            <Field.Label>{copy.sortBy}</Field.Label>
            <SelectInput
              placeholder={copy.sortFields[DEFAULT_ORDER_SEARCH.sortBy]}
              options={ORDER_SORT_FIELDS.filter(
                (field) => field !== DEFAULT_ORDER_SEARCH.sortBy,
              ).map((field) => ({ value: field, label: copy.sortFields[field] }))}
              value={search.sortBy === DEFAULT_ORDER_SEARCH.sortBy ? '' : search.sortBy}
              onChange={select('sortBy')}
            />
          </Field.Root>

          <Field.Root>
            <Field.Label>{copy.sortDirection}</Field.Label>
            <SelectInput
              placeholder={copy.sortDirections[DEFAULT_ORDER_SEARCH.sortDirection]}
              options={SORT_DIRECTIONS.filter(
                (direction) => direction !== DEFAULT_ORDER_SEARCH.sortDirection,
              ).map((direction) => ({ value: direction, label: copy.sortDirections[direction] }))}
              value={
                search.sortDirection === DEFAULT_ORDER_SEARCH.sortDirection
                  ? ''
                  : search.sortDirection
              }
              onChange={select('sortDirection')}
            />
          </Field.Root>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
