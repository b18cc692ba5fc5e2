import { forwardRef, type FocusEvent } from 'react';
import { Input, type InputProps } from '@platform/shared';
import { LEAD } from '@platform/shared/core';
import { formatChileanPhoneInput } from '@platform/shared/validation';

const PREFIX = '+56 ';

export interface PhoneInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A Chilean phone number as the lead form wants it (spec 1 §5.2): '+56' is written for the user,
 * spaces are inserted as 'X XXXX XXXX' and the text stops at 15 characters. Focusing an empty
 * field writes the prefix; leaving it with the prefix alone empties it again.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { value, onChange, onFocus, onBlur, ...props },
  ref,
) {
  return (
    <Input
      {...props}
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={LEAD.phoneMaxLength}
      value={value}
      onChange={(event) => onChange(formatChileanPhoneInput(event.target.value))}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        if (!value) onChange(PREFIX);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (value.trim() === PREFIX.trim()) onChange('');
        onBlur?.(event);
      }}
    />
  );
});
