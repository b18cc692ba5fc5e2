import { useId } from 'react';
import { Button, Heading, Span, Stack, Text, VisuallyHidden } from '@platform/shared';
import { templateVariableText } from '@platform/shared/validation';
import type { EmailTemplate } from '../api/list-email-templates';
import { emailTemplateMessages } from '../messages';

const copy = emailTemplateMessages.variables;

interface VariableListProps {
  variables: EmailTemplate['variables'];
  /** The field a click inserts into ('Asunto' or 'Contenido'). */
  targetLabel: string;
  onInsert: (name: string) => void;
}

/**
 * The template's variables (spec 3 §3): each a button that inserts `{{name}}` at the cursor of
 * the field last focused, with its description and example beside it.
 */
export function VariableList({ variables, targetLabel, onInsert }: VariableListProps) {
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <Stack as="section" aria-labelledby={titleId} gap={3}>
      <Stack gap={1}>
        <Heading as="h3" size="sm" id={titleId}>
          {copy.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {copy.help}
        </Text>
        <Text fontSize="sm" fontWeight="medium">
          {copy.target(targetLabel)}
        </Text>
      </Stack>
      {variables.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {copy.empty}
        </Text>
      ) : (
        <Stack as="ul" gap={3} listStyleType="none" m={0} p={0}>
          {variables.map((variable, index) => {
            const detailId = `${id}-variable-${index}`;
            return (
              <Stack as="li" key={variable.name} gap={1} align="flex-start">
                <Button
                  type="button"
                  variant="outline"
                  size="xs"
                  fontFamily="mono"
                  aria-describedby={detailId}
                  onClick={() => onInsert(variable.name)}
                >
                  {templateVariableText(variable.name)}
                  <VisuallyHidden>{copy.insertInto(targetLabel)}</VisuallyHidden>
                </Button>
                <Text id={detailId} fontSize="xs" color="fg.muted">
                  {variable.description}
                  <Span aria-hidden> · </Span>
                  <VisuallyHidden>. </VisuallyHidden>
                  {copy.example(variable.example)}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
