import { useRef } from 'react';
import { Button, EditableList, Field, HStack, Input, addOnEnter } from '@platform/shared';
import { COMMERCE_PLAN } from '@platform/shared/constants';
import { COMMERCE_MESSAGES } from '@platform/shared/validation';
import { plansMessages } from '../messages';
import { BenefitMark } from './BenefitMark';

const copy = plansMessages.form;

export interface BenefitListFieldProps {
  /** The benefits added so far. */
  value: string[];
  onChange: (value: string[]) => void;
  /** The text being typed; the form keeps it, since a bad one blocks saving. */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** What is wrong with the draft ('El beneficio no puede exceder 50 caracteres'), if anything. */
  problem: string | null;
  /** A message about the list itself (from the server). */
  error?: string;
  label: string;
  addLabel: string;
  emptyText: string;
  /** The excluded benefits: an x beside each (as on the cards) and '(excluido)' on its button. */
  excluded?: boolean;
}

/**
 * A list of benefits (or excluded benefits) of the plan modal: the entries, each with its remove
 * button, and the input that adds one. The add button is disabled while the text is empty or
 * invalid (spec 2 §5), the message saying why; Enter adds instead of sending the form.
 */
export function BenefitListField({
  value,
  onChange,
  draft,
  onDraftChange,
  problem,
  error,
  label,
  addLabel,
  emptyText,
  excluded = false,
}: BenefitListFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const full = value.length >= COMMERCE_PLAN.benefitsMax;
  const canAdd = !!draft.trim() && !problem && !full;

  const add = () => {
    if (!canAdd) return;
    onChange([...value, draft.trim()]);
    onDraftChange('');
    inputRef.current?.focus();
  };

  return (
    <EditableList
      items={value}
      onChange={onChange}
      renderItem={(benefit) => (
        <HStack as="span" gap={3}>
          <BenefitMark excluded={excluded} />
          {benefit}
        </HStack>
      )}
      itemName={(benefit) => (excluded ? `${benefit} ${copy.excludedSuffix}` : benefit)}
      emptyText={emptyText}
      removeLabel={copy.remove}
      error={error}
      focusAfterRemove={inputRef}
    >
      <Field.Root invalid={!!problem}>
        <Field.Label>{label}</Field.Label>
        <HStack width="full" alignItems="flex-start">
          <Input
            ref={inputRef}
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            onKeyDown={(event) => addOnEnter(event, add)}
            autoComplete="off"
          />
          <Button variant="outline" flexShrink={0} disabled={!canAdd} onClick={add}>
            {addLabel}
          </Button>
        </HStack>
        {problem ? (
          <Field.ErrorText>{problem}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {full ? COMMERCE_MESSAGES.benefitsMax : copy.benefitHelp}
          </Field.HelperText>
        )}
      </Field.Root>
    </EditableList>
  );
}
