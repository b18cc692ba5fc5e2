import { Checkbox } from '@platform/shared/widgets';

export interface OrderSelectCheckboxProps {
  /** Read by screen readers and speech input: 'Seleccionar orden #1234'. */
  label: string;
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  /** Shows the label next to the box (the cards' select-all), instead of only naming it. */
  showLabel?: boolean;
}

/** The checkbox of a row, or of the whole page, for the bulk actions. */
export function OrderSelectCheckbox({
  label,
  checked,
  onChange,
  showLabel = false,
}: OrderSelectCheckboxProps) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly={!showLabel} fontSize="sm">
        {label}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
