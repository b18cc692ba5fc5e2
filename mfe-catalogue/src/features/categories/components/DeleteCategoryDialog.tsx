import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { mixed, object, string } from 'yup';
import type { Category, CategoryProductAction } from '@platform/api/contracts';
import {
  Alert,
  Button,
  Field,
  Fieldset,
  errorMessage,
  Portal,
  SelectInput,
  Stack,
  SubmitButton,
  Text,
  useFocusFirstInvalid,
} from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { RadioGroup } from '@platform/shared/widgets';
import { useDeleteCategory } from '../api/delete-category';
import { moveTargets, type CategoryPlace } from '../category-tree';
import { categoriesMessages } from '../messages';

const copy = categoriesMessages.delete;

interface DeleteValues {
  productAction: CategoryProductAction | '';
  targetCategoryId: string;
}

/** Spec 2 §5: with products, a choice is required, and the target is required for move. */
const deleteSchema = (hasProducts: boolean) =>
  object({
    productAction: hasProducts
      ? mixed<CategoryProductAction | ''>()
          .oneOf(['uncategorize', 'move'], copy.actionRequired)
          .required(copy.actionRequired)
      : mixed<CategoryProductAction | ''>().defined(),
    targetCategoryId: string()
      .defined()
      .when('productAction', {
        is: 'move',
        then: (schema) => schema.required(copy.targetRequired),
      }),
  });

interface DeleteCategoryDialogProps {
  place: CategoryPlace;
  roots: readonly Category[];
  onDeleted: () => void;
  onCancel: () => void;
}

/**
 * The delete dialog (spec 2 §4 "Delete"): the category goes with its subcategories, whose uuids
 * are sent; its products are left uncategorized or moved to another category of the merchant's
 * choice.
 */
export function DeleteCategoryDialog({
  place,
  roots,
  onDeleted,
  onCancel,
}: DeleteCategoryDialogProps) {
  const formId = useId();
  const actionErrorId = useId();
  const remove = useDeleteCategory();
  const [failure, setFailure] = useState<string | null>(null);
  const { category, children } = place;
  const productCount = category.totalProductCount;
  const hasProducts = productCount > 0;
  const targets = moveTargets(roots, place);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<DeleteValues>({
    resolver: yupResolver(deleteSchema(hasProducts)),
    defaultValues: { productAction: '', targetCategoryId: '' },
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);
  const productAction = useWatch({ control, name: 'productAction' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const action = values.productAction || 'uncategorize';
    try {
      await remove.mutateAsync({
        id: category.id,
        productAction: action,
        targetCategoryId: action === 'move' ? values.targetCategoryId : null,
        childCategories: children.map((child) => child.id),
      });
      onDeleted();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open && !isSubmitting) onCancel();
      }}
      size="md"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: 4, sm: 0 }}>
            <Dialog.Header>
              <Dialog.Title>{copy.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} ref={formRef} onSubmit={onSubmit} noValidate>
                <Stack gap={4}>
                  <Dialog.Description asChild>
                    <Stack gap={1}>
                      <Text fontWeight="semibold">{copy.question(category.fullName)}</Text>
                      {children.length > 0 && (
                        <Text>{copy.children(children.map((child) => child.name).join(', '))}</Text>
                      )}
                      {!hasProducts && <Text color="fg.muted">{copy.noProducts}</Text>}
                    </Stack>
                  </Dialog.Description>

                  {hasProducts && (
                    <Fieldset.Root invalid={!!errors.productAction}>
                      <Fieldset.Legend>{copy.productsLegend(productCount)}</Fieldset.Legend>
                      <Controller
                        control={control}
                        name="productAction"
                        render={({ field }) => (
                          <RadioGroup.Root
                            name={field.name}
                            value={field.value || null}
                            onValueChange={(details) =>
                              field.onChange(details.value as CategoryProductAction)
                            }
                            mt={2}
                          >
                            <Stack gap={2}>
                              {(['uncategorize', 'move'] as const).map((value) => (
                                <RadioGroup.Item key={value} value={value}>
                                  <RadioGroup.ItemHiddenInput
                                    onBlur={field.onBlur}
                                    aria-invalid={errors.productAction ? true : undefined}
                                    aria-describedby={
                                      errors.productAction ? actionErrorId : undefined
                                    }
                                  />
                                  <RadioGroup.ItemIndicator />
                                  <RadioGroup.ItemText>{copy[value]}</RadioGroup.ItemText>
                                </RadioGroup.Item>
                              ))}
                            </Stack>
                          </RadioGroup.Root>
                        )}
                      />
                      <Fieldset.ErrorText id={actionErrorId}>
                        {errors.productAction?.message}
                      </Fieldset.ErrorText>
                    </Fieldset.Root>
                  )}

                  {productAction === 'move' && (
                    <Field.Root invalid={!!errors.targetCategoryId} required>
                      <Field.Label>{copy.target}</Field.Label>
                      <SelectInput
                        {...register('targetCategoryId')}
                        placeholder={copy.targetPlaceholder}
                        options={targets.map((target) => ({
                          value: target.id,
                          label: target.fullName,
                        }))}
                      />
                      <Field.ErrorText>{errors.targetCategoryId?.message}</Field.ErrorText>
                    </Field.Root>
                  )}

                  {failure && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{copy.error}</Alert.Title>
                        <Alert.Description>{failure}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  )}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} gap={3}>
              <Button
                variant="outline"
                onClick={onCancel}
                disabled={isSubmitting}
                w={{ base: 'full', sm: 'auto' }}
              >
                {copy.cancel}
              </Button>
              <SubmitButton
                form={formId}
                pending={isSubmitting}
                text={copy.confirm}
                colorPalette="red"
                size="md"
                w={{ base: 'full', sm: 'auto' }}
              />
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
