import { Button, Wrap } from '@platform/shared';

export interface FilterChipOption<T extends string> {
  value: T;
  label: string;
}

export interface FilterChipsProps<T extends string> {
  /** Names the group for screen readers ('Filtrar por categoría'). */
  label: string;
  options: ReadonlyArray<FilterChipOption<T>>;
  value: T;
  onChange: (value: T) => void;
}

/** One-choice filter as a row of toggle buttons (each says whether it is pressed). */
export function FilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: FilterChipsProps<T>) {
  return (
    <Wrap role="group" aria-label={label} gap={2}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <Button
            key={option.value}
            size="sm"
            borderRadius="full"
            variant={selected ? 'solid' : 'outline'}
            aria-pressed={selected}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </Wrap>
  );
}
