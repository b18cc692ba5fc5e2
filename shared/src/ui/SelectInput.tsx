import type { ComponentProps } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import { useFieldDescribedBy } from './form-errors';

/** One choice of a `SelectInput`: a value shown as it is, or a value and its label. */
export type SelectOption = string | { value: string; label: string };

export interface SelectInputProps extends ComponentProps<typeof NativeSelect.Field> {
  /** The empty first option, chosen while nothing is ('Selecciona un sector'). */
  placeholder: string;
  options: readonly SelectOption[];
}

/**
 * A form's native select: the empty first option, then the choices. The rest of its props (a
 * `register(...)` spread, or `value` and `onChange`) go to the `<select>`; put it in a `Field.Root`,
 * whose error message then describes it.
 */
export function SelectInput({ placeholder, options, ...selectProps }: SelectInputProps) {
  const describedBy = useFieldDescribedBy(selectProps['aria-describedby']);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...selectProps} aria-describedby={describedBy}>
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
