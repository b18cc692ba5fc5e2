import { useRef, useState, type KeyboardEvent } from 'react';
import type { ProductCharacteristic } from '@platform/api/contracts';
import {
  Button,
  Field,
  HStack,
  Input,
  List,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@platform/shared';
import { PRODUCT } from '@platform/shared/constants';
import { VALIDATION_MESSAGES } from '@platform/shared/validation';
import { productFormMessages as copy } from '../messages';

const m = VALIDATION_MESSAGES.product;

function titleProblem(text: string, adding: boolean): string | null {
  if (text.trim().length > PRODUCT.characteristicTitleMaxLength) return m.characteristicTitleMax;
  return adding && !text.trim() ? m.characteristicTitleRequired : null;
}

function descriptionProblem(text: string, adding: boolean): string | null {
  if (text.trim().length > PRODUCT.characteristicDescriptionMaxLength) {
    return m.characteristicDescriptionMax;
  }
  return adding && !text.trim() ? m.characteristicDescriptionRequired : null;
}

interface CharacteristicsFieldProps {
  value: ProductCharacteristic[];
  onChange: (value: ProductCharacteristic[]) => void;
  /** A message of the server about the list. */
  error?: string;
}

/**
 * The product's characteristics (spec 2 §5): a title of at most 30 characters and a description
 * of at most 100, both required to add one. Over-long text is flagged as typed.
 */
export function CharacteristicsField({ value, onChange, error }: CharacteristicsFieldProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLInputElement>(null);
  const titleError = titleProblem(title, tried);
  const descriptionError = descriptionProblem(description, tried);

  const add = () => {
    const problems = [titleProblem(title, true), descriptionProblem(description, true)];
    if (problems.some(Boolean)) {
      setTried(true);
      (problems[0] ? titleRef : descriptionRef).current?.focus();
      return;
    }
    onChange([...value, { title: title.trim(), description: description.trim() }]);
    setTitle('');
    setDescription('');
    setTried(false);
    titleRef.current?.focus();
  };

  // Enter adds the characteristic instead of sending the whole form.
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <Stack gap={3}>
      {value.length ? (
        <List.Root variant="plain" gap={2}>
          {value.map((item, index) => (
            <List.Item key={`${index}-${item.title}`} alignItems="center" gap={3}>
              <Text flex="1" fontSize="sm">
                <Text as="span" fontWeight="semibold">
                  {item.title}
                </Text>
                : {item.description}
              </Text>
              <Button
                size="xs"
                variant="outline"
                onClick={() => {
                  onChange(value.filter((_, at) => at !== index));
                  titleRef.current?.focus();
                }}
              >
                {copy.remove}
                <VisuallyHidden>{` ${item.title}`}</VisuallyHidden>
              </Button>
            </List.Item>
          ))}
        </List.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {copy.noCharacteristics}
        </Text>
      )}
      {error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        <Field.Root invalid={!!titleError}>
          <Field.Label>{copy.characteristicTitle}</Field.Label>
          <Input
            ref={titleRef}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={addOnEnter}
            autoComplete="off"
          />
          <Field.ErrorText>{titleError}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!descriptionError}>
          <Field.Label>{copy.characteristicDescription}</Field.Label>
          <Input
            ref={descriptionRef}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            onKeyDown={addOnEnter}
            autoComplete="off"
          />
          <Field.ErrorText>{descriptionError}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <HStack>
        <Button size="sm" variant="outline" onClick={add}>
          {copy.addCharacteristic}
        </Button>
      </HStack>
    </Stack>
  );
}
