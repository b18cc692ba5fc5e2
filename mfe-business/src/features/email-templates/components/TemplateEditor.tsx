import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Button,
  Code,
  Field,
  focusFirstInvalid,
  formatDateTime,
  Grid,
  Heading,
  HStack,
  Input,
  isApiError,
  Stack,
  SubmitButton,
  Text,
  Textarea,
  Wrap,
} from '@platform/shared';
import { Tabs } from '@platform/shared/widgets';
import {
  EMAIL_TEMPLATE_MESSAGES,
  emailTemplateSchema,
  templateVariableText,
  unknownTemplateVariables,
  type EmailTemplateValues,
} from '@platform/shared/validation';
import { Eye, Pencil } from 'lucide-react';
import type { EmailTemplate } from '../api/list-email-templates';
import { useUpdateEmailTemplate } from '../api/update-email-template';
import { insertVariable } from '../insert-variable';
import { emailTemplateMessages } from '../messages';
import type { TemplateTab } from '../urls';
import { useSuccessBanner } from '../../../ui/use-success-banner';
import { TemplatePreview } from './TemplatePreview';
import { VariableList } from './VariableList';

const copy = emailTemplateMessages;
type FieldName = keyof EmailTemplateValues;
const FIELD_LABELS: Record<FieldName, string> = { subject: copy.subject, content: copy.content };

/** The field messages of a 400 (`fields: { content: '…' }`) that belong to this form. */
function fieldErrorsOf(error: unknown): Array<[FieldName, string]> {
  if (!isApiError(error) || error.status !== 400) return [];
  const fields = (error.data as { fields?: Record<string, unknown> } | null)?.fields ?? {};
  return (['subject', 'content'] as const).flatMap((name) => {
    const message = fields[name];
    return typeof message === 'string' ? [[name, message] as [FieldName, string]] : [];
  });
}

/** What the api said about a refused save, when it said something (a 400's message). */
function failureDetail(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

const valuesOf = (template: EmailTemplate): EmailTemplateValues => ({
  subject: template.subject,
  content: template.content,
});

export interface TemplateEditorProps {
  template: EmailTemplate;
  tab: TemplateTab;
  onTabChange: (tab: TemplateTab) => void;
  /** Called when the form gets or loses unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One template's editor (spec 3 §2, §5): the subject and the content on 'Editar', with the
 * template's variables to insert at the cursor; the rendered e-mail on 'Vista previa'. Unknown
 * variables are listed as they are typed and keep the template from being saved, with the rule
 * the api applies; a save shows its result (3 s for a success) and the form takes the template
 * as the api stored it (its HTML sanitised).
 */
export function TemplateEditor({ template, tab, onTabChange, onDirtyChange }: TemplateEditorProps) {
  const headingId = useId();
  const variableNames = useMemo(
    () => template.variables.map((variable) => variable.name),
    [template.variables],
  );
  const update = useUpdateEmailTemplate();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting, isSubmitted, touchedFields },
  } = useForm<EmailTemplateValues>({
    resolver: yupResolver(emailTemplateSchema),
    context: { variables: variableNames },
    mode: 'onTouched',
    defaultValues: valuesOf(template),
    shouldFocusError: false,
  });
  const [subject = '', content = ''] = useWatch({ control, name: ['subject', 'content'] });
  const unknown = unknownTemplateVariables([subject, content], variableNames);

  const savedBanner = useSuccessBanner();
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const [refusedInside, setRefusedInside] = useState<string | null>(null);

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // The field a variable goes into: the one last focused; the content until one is.
  const [activeField, setActiveField] = useState<FieldName | null>(null);
  const fieldElements = useRef<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>({
    subject: null,
    content: null,
  });
  const fieldProps = (name: FieldName) => {
    const registered = register(name);
    return {
      ...registered,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        registered.ref(element);
        fieldElements.current[name] = element;
      },
      onFocus: () => setActiveField(name),
    };
  };

  const insert = (name: string) => {
    const field = activeField ?? 'content';
    const element = fieldElements.current[field];
    const value = getValues(field) ?? '';
    // Before any field had the focus there is no cursor to speak of: the end of the content.
    const selection =
      activeField && element
        ? {
            start: element.selectionStart ?? value.length,
            end: element.selectionEnd ?? value.length,
          }
        : { start: value.length, end: value.length };
    const result = insertVariable(value, selection, name);
    setRefusedInside(result.refusedInside);
    if (result.refusedInside === null) {
      setValue(field, result.text, {
        shouldDirty: true,
        shouldValidate: isSubmitted || !!touchedFields[field],
      });
    }
    if (element) {
      element.focus();
      element.setSelectionRange(result.caret, result.caret);
    }
  };

  // After a refused save the focus goes to the first field to fix, on 'Editar' (the fields are
  // hidden while the preview is open).
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const requestFocus = () => {
    focusPending.current = true;
    setFocusRequest((count) => count + 1);
    if (tab !== 'edit') onTabChange('edit');
  };
  useEffect(() => {
    if (!focusPending.current || tab !== 'edit') return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current);
  }, [focusRequest, tab]);

  const save = async (values: EmailTemplateValues) => {
    savedBanner.hide();
    setFailure(null);
    try {
      const result = await update.mutateAsync({ id: template.id, ...values });
      reset(valuesOf(result));
      setRefusedInside(null);
      savedBanner.show();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      for (const [name, message] of fieldErrors) setError(name, { type: 'server', message });
      setFailure({ detail: failureDetail(error) });
      if (fieldErrors.length > 0) requestFocus();
    }
  };

  const discard = () => {
    reset(valuesOf(template));
    setFailure(null);
    setRefusedInside(null);
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void handleSubmit(save, requestFocus)(event)}
      noValidate
      aria-labelledby={headingId}
    >
      <Stack gap={5}>
        <Stack gap={1}>
          <Heading as="h2" size="lg" id={headingId}>
            {template.name}
          </Heading>
          <Text color="fg.muted">{template.description}</Text>
          <Text fontSize="sm" color="fg.muted">
            {copy.updatedAt(formatDateTime(template.updatedAt))}
          </Text>
        </Stack>

        <Tabs.Root
          value={tab}
          onValueChange={(details) => onTabChange(details.value as TemplateTab)}
          variant="line"
        >
          <Tabs.List aria-label={copy.tabs.label}>
            <Tabs.Trigger value="edit">
              <Pencil aria-hidden />
              {copy.tabs.edit}
            </Tabs.Trigger>
            <Tabs.Trigger value="preview">
              <Eye aria-hidden />
              {copy.tabs.preview}
            </Tabs.Trigger>
          </Tabs.List>

          <Tabs.Content value="edit" pt={5}>
            <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 16rem' }} gap={6}>
              <Stack gap={4}>
                <Field.Root invalid={!!errors.subject} required>
                  <Field.Label>{copy.subject}</Field.Label>
                  <Input {...fieldProps('subject')} autoComplete="off" />
                  <Field.ErrorText>{errors.subject?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errors.content} required>
                  <Field.Label>{copy.content}</Field.Label>
                  <Textarea
                    {...fieldProps('content')}
                    rows={16}
                    fontFamily="mono"
                    fontSize="sm"
                    spellCheck={false}
                    autoComplete="off"
                  />
                  {errors.content ? (
                    <Field.ErrorText>{errors.content.message}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{copy.contentHelp}</Field.HelperText>
                  )}
                </Field.Root>
                {/* Always on the page, so what appears in it is announced. */}
                <Stack role="status" gap={0} fontSize="sm" color="fg.warning">
                  {refusedInside !== null && (
                    <>
                      <Text>{EMAIL_TEMPLATE_MESSAGES.variableInsideVariable}</Text>
                      <Text>{copy.variables.refusedInside(refusedInside)}</Text>
                    </>
                  )}
                </Stack>
              </Stack>
              <VariableList
                variables={template.variables}
                targetLabel={FIELD_LABELS[activeField ?? 'content']}
                onInsert={insert}
              />
            </Grid>
          </Tabs.Content>

          <Tabs.Content value="preview" pt={5}>
            {tab === 'preview' && (
              <TemplatePreview subject={subject} content={content} variables={template.variables} />
            )}
          </Tabs.Content>
        </Tabs.Root>

        {unknown.length > 0 && (
          <Alert.Root status="warning" role="status" alignItems="flex-start">
            <Alert.Indicator />
            <Alert.Content gap={2}>
              <Alert.Title>{copy.unknown.title}</Alert.Title>
              <Wrap as="ul" gap={2} listStyleType="none" m={0} p={0}>
                {unknown.map((name) => (
                  <li key={name}>
                    <Code>{templateVariableText(name)}</Code>
                  </li>
                ))}
              </Wrap>
              <Alert.Description>{copy.unknown.help}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        {savedBanner.shown && !isDirty && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{copy.saved}</Alert.Title>
          </Alert.Root>
        )}
        {failure && (
          <Alert.Root status="error" role="alert" alignItems="flex-start">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{copy.saveError}</Alert.Title>
              {failure.detail && <Alert.Description>{failure.detail}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}

        <HStack gap={3} wrap="wrap">
          <SubmitButton
            pending={isSubmitting}
            text={copy.save}
            disabled={isSubmitting}
            incomplete={unknown.length > 0}
          />
          {isDirty && (
            <Button type="button" variant="outline" size="lg" onClick={discard}>
              {copy.discard}
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
