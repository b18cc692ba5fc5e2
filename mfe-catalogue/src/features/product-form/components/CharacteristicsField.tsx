import { useRef, useState } from 'react';
import type { ProductCharacteristic } from '@platform/api/contracts';
import {
  Button,
  EditableList,
  Field,
  HStack,
  Input,
  SimpleGrid,
  Text,
  addOnEnter,
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

  return (
    <EditableList
      items={value}
      onChange={onChange}
      renderItem={(item) => (
        <>
          <Text as="span" fontWeight="semibold">
            {item.title}
          </Text>
          : {item.description}
        </>
      )}
      itemName={(item) => item.title}
      emptyText={copy.noCharacteristics}
      removeLabel={copy.remove}
      error={error}
      focusAfterRemove={titleRef}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        <Field.Root invalid={!!titleError}>
          <Field.Label>{copy.characteristicTitle}</Field.Label>
          <Input
            ref={titleRef}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={(event) => addOnEnter(event, add)}
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
            onKeyDown={(event) => addOnEnter(event, add)}
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
    </EditableList>
  );
}
