import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Field, HStack, Input, List, Stack, Text, VisuallyHidden } from '@platform/shared';
import { PRODUCT } from '@platform/shared/constants';
import { VALIDATION_MESSAGES } from '@platform/shared/validation';
import { productFormMessages as copy } from '../messages';

const m = VALIDATION_MESSAGES.product;

function benefitProblem(text: string, adding: boolean): string | null {
  if (text.trim().length > PRODUCT.benefitMaxLength) return m.benefitMax;
  return adding && !text.trim() ? m.benefitBlank : null;
}

interface BenefitsFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** A message of the server about the list. */
  error?: string;
}

/** The product's benefits (spec 2 §5): each at most 50 characters and not blank. */
export function BenefitsField({ value, onChange, error }: BenefitsFieldProps) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const problem = benefitProblem(text, tried);

  const add = () => {
    if (benefitProblem(text, true)) {
      setTried(true);
      inputRef.current?.focus();
      return;
    }
    onChange([...value, text.trim()]);
    setText('');
    setTried(false);
    inputRef.current?.focus();
  };

  // Enter adds the benefit instead of sending the whole form.
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Stack gap={3}>
      {value.length ? (
        <List.Root variant="plain" gap={2}>
          {value.map((benefit, index) => (
            <List.Item key={`${index}-${benefit}`} alignItems="center" gap={3}>
              <Text flex="1" fontSize="sm">
                {benefit}
              </Text>
              <Button
                size="xs"
                variant="outline"
                onClick={() => {
                  onChange(value.filter((_, at) => at !== index));
                  inputRef.current?.focus();
                }}
              >
                {copy.remove}
                <VisuallyHidden>{` ${benefit}`}</VisuallyHidden>
              </Button>
            </List.Item>
          ))}
        </List.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {copy.noBenefits}
        </Text>
      )}
      {error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      <Field.Root invalid={!!problem}>
        <Field.Label>{copy.benefit}</Field.Label>
        <HStack width="full" alignItems="flex-start">
          <Input
            ref={inputRef}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={addOnEnter}
            autoComplete="off"
          />
          <Button size="md" variant="outline" flexShrink={0} onClick={add}>
            {copy.addBenefit}
          </Button>
        </HStack>
        <Field.ErrorText>{problem}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
