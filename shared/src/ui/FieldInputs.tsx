import { forwardRef } from 'react';
import {
  Input as ChakraInput,
  Textarea as ChakraTextarea,
  type InputProps,
  type TextareaProps,
} from '@chakra-ui/react';
import { useFieldDescribedBy } from './form-errors';

/** Chakra's `Input`, described by its field's error message while the field is invalid. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  const describedBy = useFieldDescribedBy(props['aria-describedby']);
  return <ChakraInput {...props} ref={ref} aria-describedby={describedBy} />;
});

/** Chakra's `Textarea`, described by its field's error message while the field is invalid. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(
  function Textarea(props, ref) {
    const describedBy = useFieldDescribedBy(props['aria-describedby']);
    return <ChakraTextarea {...props} ref={ref} aria-describedby={describedBy} />;
  },
);
