import { IconButton, Input, InputGroup } from '@platform/shared';
import { Search, X } from 'lucide-react';

export interface SearchFieldProps {
  /** The field's accessible name (read by screen readers; the placeholder shows the hint). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  clearLabel?: string;
  maxLength?: number;
}

/** A search box with a clear button; Escape clears it too. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  clearLabel = 'Limpiar búsqueda',
  maxLength = 100,
}: SearchFieldProps) {
  return (
    <InputGroup
      startElement={<Search size={18} aria-hidden />}
      endElement={
        value ? (
          <IconButton
            aria-label={clearLabel}
            size="xs"
            variant="ghost"
            me="-2"
            onClick={() => onChange('')}
          >
            <X />
          </IconButton>
        ) : undefined
      }
    >
      <Input
        type="search"
        aria-label={label}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        bg="bg"
        size="lg"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </InputGroup>
  );
}
