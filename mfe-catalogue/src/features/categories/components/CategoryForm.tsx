import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Category } from '@platform/api/contracts';
import {
  Alert,
  Button,
  errorMessage,
  Field,
  GENERIC_ERROR_MESSAGE,
  Heading,
  HStack,
  Input,
  isApiError,
  SelectInput,
  Stack,
  SubmitButton,
  Text,
  Textarea,
  useFocusFirstInvalid,
} from '@platform/shared';
import { Checkbox } from '@platform/shared/widgets';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { categoryFormSchema, type CategoryFormValues } from '../category-form-schema';
import { parentChoices, type CategoryPlace } from '../category-tree';
import { categoriesMessages } from '../messages';

const copy = categoriesMessages.form;
const FIELDS = ['name', 'description', 'parentId', 'isEnabled'] as const;
type FieldName = (typeof FIELDS)[number];

interface CategoryFormProps {
  roots: readonly Category[];
  /** The category being edited; null to create one. */
  editing: CategoryPlace | null;
  /** After a save, with the success text to show. */
  onSaved: (message: string, saved: { id: string; parentId: string | null }) => void;
  onCancel: () => void;
}

function initialValues(editing: CategoryPlace | null): CategoryFormValues {
  if (!editing) return { name: '', description: '', parentId: '', isEnabled: true };
  const { name, description, parentId, isEnabled } = editing.category;
  return { name, description, parentId: parentId ?? '', isEnabled };
}

/** The field messages of a 400 (`fields: { parentId: '…' }`). */
function fieldErrorsOf(error: unknown): Array<[FieldName, string]> {
  if (!isApiError(error) || error.status !== 400) return [];
  const fields = (error.data as { fields?: Record<string, unknown> } | null)?.fields ?? {};
  return FIELDS.flatMap((name) => {
    const message = fields[name];
    return typeof message === 'string' ? [[name, message] as [FieldName, string]] : [];
  });
}

/** A new category's id, chosen here as the spec's create call carries it; the api makes one otherwise. */
function newCategoryId(): string | null {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : null;
}

/**
 * Create or edit a category (spec 2 §3, §5): name, description, parent and 'Categoría visible'.
 * The parent can only be a root other than the category and its descendants, and a category with
 * subcategories stays a root: the tree has two levels.
 */
export function CategoryForm({ roots, editing, onSaved, onCancel }: CategoryFormProps) {
  const titleId = useId();
  const visibleHelpId = useId();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<CategoryFormValues>({
    resolver: yupResolver(categoryFormSchema),
    // Not on blur: the name has the focus from the start, so leaving it empty for 'Cancelar'
    // would show 'El nombre es requerido', and the line it adds moves the button under the click.
    mode: 'onChange',
    defaultValues: initialValues(editing),
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);
  const parents = parentChoices(roots, editing);
  const parentLocked = !!editing && editing.children.length > 0;

  // The form takes the tree's place: the focus starts in it.
  useEffect(() => setFocus('name'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const body = {
      name: values.name,
      description: values.description,
      parentId: values.parentId || null,
      isEnabled: values.isEnabled,
    };
    try {
      if (editing) {
        const id = editing.category.id;
        const saved = await update.mutateAsync({ id, uuid: id, ...body });
        onSaved(copy.updated, saved);
      } else {
        const saved = await create.mutateAsync({ ...body, uuid: newCategoryId() });
        onSaved(copy.created, saved);
      }
    } catch (error) {
      for (const [name, message] of fieldErrorsOf(error)) {
        setError(name, { type: 'server', message });
      }
      const detail = errorMessage(error);
      setFailure(detail === GENERIC_ERROR_MESSAGE ? '' : detail);
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <Stack gap={4}>
        <Heading as="h3" size="md" id={titleId}>
          {editing ? copy.editTitle : copy.createTitle}
        </Heading>

        <Field.Root invalid={!!errors.name} required>
          <Field.Label>{copy.name}</Field.Label>
          <Input {...register('name')} autoComplete="off" />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={!!errors.description}>
          <Field.Label>{copy.description}</Field.Label>
          <Textarea {...register('description')} rows={3} />
          {errors.description ? (
            <Field.ErrorText>{errors.description.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>{copy.descriptionHelp}</Field.HelperText>
          )}
        </Field.Root>

        <Field.Root invalid={!!errors.parentId}>
          <Field.Label>{copy.parent}</Field.Label>
          <SelectInput
            {...register('parentId')}
            placeholder={copy.parentNone}
            options={parents.map((parent) => ({ value: parent.id, label: parent.fullName }))}
          />
          {errors.parentId ? (
            <Field.ErrorText>{errors.parentId.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {parentLocked ? copy.parentLocked : copy.parentHelp}
            </Field.HelperText>
          )}
        </Field.Root>

        <Stack gap={1}>
          <Controller
            control={control}
            name="isEnabled"
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                invalid={!!errors.isEnabled}
              >
                <Checkbox.HiddenInput
                  name={field.name}
                  onBlur={field.onBlur}
                  aria-describedby={visibleHelpId}
                />
                <Checkbox.Control />
                <Checkbox.Label>{copy.visible}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          <Text id={visibleHelpId} fontSize="sm" color="fg.muted">
            {errors.isEnabled?.message ?? copy.visibleHelp}
          </Text>
        </Stack>

        {failure !== null && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{copy.saveError}</Alert.Title>
              {failure && <Alert.Description>{failure}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}

        <HStack justify="flex-end" gap={3} wrap="wrap">
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {copy.cancel}
          </Button>
          <SubmitButton pending={isSubmitting} text={copy.submit} size="md" />
        </HStack>
      </Stack>
    </form>
  );
}
