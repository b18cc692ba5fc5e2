import { Button, HStack, Stack } from '@platform/shared';
import { Checkbox } from '@platform/shared/widgets';
import { PARTNERS } from '@platform/shared/constants';
import type { StoresSearch } from '../../../urls';
import { FilterChips } from '../../../ui/FilterChips';
import { SearchField } from '../../../ui/SearchField';
import { storesMessages } from '../messages';

const copy = storesMessages;
const CATEGORY_OPTIONS = PARTNERS.categories.map((category) => ({
  value: category,
  label: category,
}));

/** Search box, category filter, featured-only checkbox and the way back to everything. */
export function StoreFilters({
  search,
  onChange,
  onClear,
  canClear,
}: {
  search: StoresSearch;
  onChange: (patch: Partial<StoresSearch>) => void;
  onClear: () => void;
  canClear: boolean;
}) {
  return (
    <Stack gap={4}>
      <SearchField
        label={copy.searchLabel}
        placeholder={copy.searchPlaceholder}
        value={search.q}
        onChange={(q) => onChange({ q })}
      />
      <FilterChips
        label={copy.categoryFilterLabel}
        allLabel={copy.allCategories}
        options={CATEGORY_OPTIONS}
        value={search.category}
        onChange={(category) => onChange({ category })}
      />
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Checkbox.Root
          checked={search.featured}
          onCheckedChange={(details) => onChange({ featured: details.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{copy.featuredOnly}</Checkbox.Label>
        </Checkbox.Root>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={!canClear}>
          {copy.clearFilters}
        </Button>
      </HStack>
    </Stack>
  );
}
