import { Button, Wrap } from '@platform/shared/core';

export interface FilterChipOption<T extends string> {
  value: T;
  label: string;
}

export interface FilterChipsProps<T extends string> {
  /** Names the group for screen readers ('Filtrar por categoría'). */
  label: string;
  /** The first chip, which shows everything ('Todas'): the value null. */
  allLabel: string;
  options: ReadonlyArray<FilterChipOption<T>>;
  /** The chosen option, or null for everything. */
  value: T | null;
  onChange: (value: T | null) => void;
  /** Centres the row (the landing page's sections are centred). */
  centered?: boolean;
  colorPalette?: 'brand';
}

/**
 * One-choice filter as a row of toggle buttons (each says whether it is pressed), starting with
 * the one that shows everything. Takes only `@platform/shared/core`: the landing page uses it.
 */
export function FilterChips<T extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
  centered = false,
  colorPalette,
}: FilterChipsProps<T>) {
  const chips: ReadonlyArray<{ value: T | null; label: string }> = [
    { value: null, label: allLabel },
    ...options,
  ];
  return (
    <Wrap role="group" aria-label={label} gap={2} justify={centered ? 'center' : undefined}>
      {chips.map((chip) => {
        const selected = chip.value === value;
        return (
          <Button
            key={chip.value ?? ''}
            size="sm"
            borderRadius="full"
            variant={selected ? 'solid' : 'outline'}
            colorPalette={colorPalette}
            aria-pressed={selected}
            onClick={() => onChange(chip.value)}
          >
            {chip.label}
          </Button>
        );
      })}
    </Wrap>
  );
}
