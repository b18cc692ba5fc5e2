import type { UseFormRegisterReturn } from 'react-hook-form';
import { chakra, Field, HStack, Input } from '@platform/shared';
import { appearanceMessages } from '../messages';

interface ColorFieldProps {
  label: string;
  help: string;
  /** The hex text field, registered with the form. */
  field: UseFormRegisterReturn;
  /** The colour the picker shows: the typed one when it is whole, else the last good one. */
  swatch: string;
  /** The picker's choice, as `#RRGGBB`. */
  onPick: (hex: string) => void;
  error: string | undefined;
}

/**
 * One colour: the browser's colour picker beside a hex text field, kept in step. The text is what
 * the form validates ('#RRGGBB'); the picker writes into it.
 */
export function ColorField({ label, help, field, swatch, onPick, error }: ColorFieldProps) {
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{label}</Field.Label>
      <HStack gap={3} w="full">
        <chakra.input
          type="color"
          value={swatch.toLowerCase()}
          onChange={(event) => onPick(event.target.value.toUpperCase())}
          aria-label={appearanceMessages.colors.pick(label)}
          w="12"
          h="10"
          p="1"
          flexShrink={0}
          cursor="pointer"
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="md"
          bg="bg"
          _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        />
        <Input
          {...field}
          maxW="40"
          maxLength={7}
          autoComplete="off"
          spellCheck={false}
          fontFamily="mono"
        />
      </HStack>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{help}</Field.HelperText>
      )}
    </Field.Root>
  );
}
