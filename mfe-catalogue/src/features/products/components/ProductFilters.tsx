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
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import {
  ARCHIVED_FILTERS,
  DEFAULT_PRODUCT_SEARCH,
  MEMBERSHIP_FILTERS,
  PRODUCT_SORT_FIELDS,
  PRODUCT_TYPE_FILTERS,
  SORT_DIRECTIONS,
  STOCK_STATUSES,
  productSearchParams,
  type ProductSearch,
  VISIBILITY_FILTERS,
} from '../../../urls';
import type { CategoryOption } from '../api/list-category-options';
import { useDebouncedDraft } from '../hooks/use-debounced-draft';
import type { ProductSearchState } from '../hooks/use-product-search';
import { productsMessages } from '../messages';

const copy = productsMessages.filters;
const PRICE_MAX_DIGITS = 9;

/**
 * A select whose first option is the filter's default, left out of the URL: 'Todos' for the
 * filters, 'No archivados' for the archived one, 'Nombre' and 'Ascendente' for the sort.
 */
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

function priceText(price: number | null): string {
  return price === null ? '' : String(price);
}

function priceValue(text: string): number | null {
  return text === '' ? null : Number(text);
}

export interface ProductFiltersProps extends ProductSearchState {
  categories: CategoryOption[] | undefined;
  categoriesFailed?: boolean;
}

/**
 * The filters panel (spec 2 §2): search, category, price range, stock, type, membership,
 * visibility, archived and the sort. Texts apply once typing pauses, selects at once; on narrow
 * screens the panel folds behind its heading.
 */
export function ProductFilters({
  search,
  update,
  reset,
  categories,
  categoriesFailed = false,
}: ProductFiltersProps) {
  const titleId = useId();
  const fieldsId = useId();
  const [open, setOpen] = useState(false);

  const [text, setText] = useDebouncedDraft(search.search, (draft) =>
    update({ search: draft.trim() ? draft : '' }),
  );
  const [priceMin, setPriceMin] = useDebouncedDraft(priceText(search.priceMin), (draft) =>
    update({ priceMin: priceValue(draft) }),
  );
  const [priceMax, setPriceMax] = useDebouncedDraft(priceText(search.priceMax), (draft) =>
    update({ priceMax: priceValue(draft) }),
  );
  const digits = (value: string) => value.replace(/\D/g, '').slice(0, PRICE_MAX_DIGITS);
  const rangeReversed =
    search.priceMin !== null && search.priceMax !== null && search.priceMin > search.priceMax;

  const isDefault =
    productSearchParams({
      ...search,
      page: DEFAULT_PRODUCT_SEARCH.page,
      perPage: DEFAULT_PRODUCT_SEARCH.perPage,
    }).toString() === '';

  const select =
    <K extends keyof ProductSearch>(key: K) =>
    (value: ProductSearch[K]) =>
      update({ [key]: value } as Partial<ProductSearch>);

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
          <Field.Root gridColumn={{ sm: 'span 2' }}>
            <Field.Label>{copy.search}</Field.Label>
            <Input
              type="search"
              value={text}
              maxLength={100}
              placeholder={copy.searchPlaceholder}
              autoComplete="off"
              onChange={(event) => setText(event.currentTarget.value)}
            />
          </Field.Root>

          <Field.Root gridColumn={{ sm: 'span 2' }}>
            <Field.Label>{copy.category}</Field.Label>
            <SelectInput
              placeholder={categories ? copy.allCategories : copy.categoriesLoading}
              options={(categories ?? []).map((category) => ({
                value: category.id,
                label: category.fullName,
              }))}
              value={categories ? (search.category ?? '') : ''}
              onChange={(event) => update({ category: event.currentTarget.value || null })}
            />
            {categoriesFailed && <Field.HelperText>{copy.categoriesError}</Field.HelperText>}
          </Field.Root>

          <Field.Root>
            <Field.Label>{copy.priceMin}</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={priceMin}
              onChange={(event) => setPriceMin(digits(event.currentTarget.value))}
            />
          </Field.Root>

          <Field.Root invalid={rangeReversed}>
            <Field.Label>{copy.priceMax}</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={priceMax}
              onChange={(event) => setPriceMax(digits(event.currentTarget.value))}
            />
            <Field.ErrorText>{copy.priceRange}</Field.ErrorText>
          </Field.Root>

          <FilterSelect
            label={copy.stockStatus}
            value={search.stockStatus}
            values={STOCK_STATUSES}
            labels={copy.stockStatuses}
            fallback={DEFAULT_PRODUCT_SEARCH.stockStatus}
            onChange={select('stockStatus')}
          />
          <FilterSelect
            label={copy.type}
            value={search.type}
            values={PRODUCT_TYPE_FILTERS}
            labels={copy.types}
            fallback={DEFAULT_PRODUCT_SEARCH.type}
            onChange={select('type')}
          />
          <FilterSelect
            label={copy.requiresMembership}
            value={search.requiresMembership}
            values={MEMBERSHIP_FILTERS}
            labels={copy.memberships}
            fallback={DEFAULT_PRODUCT_SEARCH.requiresMembership}
            onChange={select('requiresMembership')}
          />
          <FilterSelect
            label={copy.visibility}
            value={search.visibility}
            values={VISIBILITY_FILTERS}
            labels={copy.visibilities}
            fallback={DEFAULT_PRODUCT_SEARCH.visibility}
            onChange={select('visibility')}
          />
          <FilterSelect
            label={copy.archived}
            value={search.archived}
            values={ARCHIVED_FILTERS}
            labels={copy.archivedOptions}
            fallback={DEFAULT_PRODUCT_SEARCH.archived}
            onChange={select('archived')}
          />
          <FilterSelect
            label={copy.sortField}
            value={search.sortField}
            values={PRODUCT_SORT_FIELDS}
            labels={copy.sortFields}
            fallback={DEFAULT_PRODUCT_SEARCH.sortField}
            onChange={select('sortField')}
          />
          <FilterSelect
            label={copy.sortDirection}
            value={search.sortDirection}
            values={SORT_DIRECTIONS}
            labels={copy.sortDirections}
            fallback={DEFAULT_PRODUCT_SEARCH.sortDirection}
            onChange={select('sortDirection')}
          />
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
