import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { ProductDetail } from '@platform/api/contracts';
import {
  Alert,
  Button,
  Field,
  Fieldset,
  HStack,
  Input,
  SelectInput,
  SimpleGrid,
  Stack,
  SubmitButton,
  Text,
  Textarea,
  toaster,
  useFocusFirstInvalid,
  type UseQueryResult,
} from '@platform/shared';
import {
  PRODUCT,
  PRODUCT_PERIODICITIES,
  PRODUCT_TYPES,
  RENEWAL_PERIODS,
} from '@platform/shared/constants';
import { Dialog } from '@platform/shared/overlays';
import { productPriceLimits, productSchema, type ProductValues } from '@platform/shared/validation';
import { Checkbox, RadioGroup } from '@platform/shared/widgets';
import { useCreateProduct } from '../api/create-product';
import type { CategoryOption } from '../category-options';
import { useUpdateProduct } from '../api/update-product';
import { useProductImageUpload } from '../hooks/use-product-image-upload';
import { productFormMessages as copy, type ProductModalMode } from '../messages';
import {
  clampPrice,
  digitsOnly,
  newProductValues,
  productBody,
  productFormValues,
  type ImageChange,
  type ProductFormValues,
} from '../product-form-values';
import { fieldErrorsOf, saveErrorMessage } from '../save-error';
import { BenefitsField } from './BenefitsField';
import { CharacteristicsField } from './CharacteristicsField';
import { ExternalUrlField } from './ExternalUrlField';
import { ImageField } from './ImageField';

// The shared schema (the api's) reads the digits typed as numbers and gives the cast body.
const resolver = yupResolver(productSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  ProductValues
>;

const periodicityOptions = PRODUCT_PERIODICITIES.map((value) => ({
  value,
  label: copy.periodicities[value],
}));
const renewalOptions = RENEWAL_PERIODS.map((value) => ({
  value,
  label: copy.renewalPeriods[value],
}));

type DigitsFieldName = 'price' | 'stock' | 'minStock' | 'preparationDays';
type FlagName = 'isActive' | 'requiresMembership' | 'noShippingRequired';

export interface ProductFormProps {
  mode: ProductModalMode;
  /** The product edited or copied; none for a new one. */
  product?: ProductDetail;
  categories: UseQueryResult<CategoryOption[]>;
  /** The store's external website, or null (spec 2 §7 `GET /store`). */
  website: UseQueryResult<string | null>;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The product form of the product modal (spec 2 §3, §5): every field with its limit and default,
 * validated with the schema the api applies, then saved with POST (new, copy) or PUT (edit).
 * Renders the dialog's body and footer.
 */
export function ProductForm({
  mode,
  product,
  categories,
  website,
  onSaved,
  onCancel,
}: ProductFormProps) {
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [imageRemoved, setImageRemoved] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [savedWhileUploading, setSavedWhileUploading] = useState(false);
  const image = useProductImageUpload();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ProductFormValues, unknown, ProductValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: product ? productFormValues(product, mode) : newProductValues(),
    // The focus follows the order shown (useFocusFirstInvalid), not the order of registration.
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);
  const type = useWatch({ control, name: 'type' });
  const noShippingRequired = useWatch({ control, name: 'noShippingRequired' });
  const limits = productPriceLimits(type);
  // A copy is created without the original's image: the create call takes only a new upload.
  const currentImageUrl = mode === 'edit' && !imageRemoved ? (product?.imageUrl ?? null) : null;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setImageError(null);
    setSavedWhileUploading(image.status === 'uploading');
    if (image.status === 'uploading') return;
    const imageChange: ImageChange = image.uploaded
      ? { uploadUuid: image.uploaded.uploadUuid }
      : imageRemoved
        ? 'removed'
        : 'unchanged';
    const body = productBody(values, {
      image: imageChange,
      items: product?.items ?? [],
      // Unknown while `GET /store` has not answered: the path is sent as it is.
      externalUrlUsable: !website.isSuccess || website.data !== null,
    });
    try {
      if (mode === 'edit' && product) {
        await update.mutateAsync({ id: product.id, body, previousCategoryId: product.categoryId });
      } else {
        await create.mutateAsync(body);
      }
      toaster.create({ title: copy.saved[mode], type: 'success' });
      onSaved();
    } catch (error) {
      for (const [target, message] of fieldErrorsOf(error)) {
        if (target === 'image') setImageError(message);
        else setError(target, { type: 'server', message });
      }
      setFailure(saveErrorMessage(error, mode));
    }
  });

  const textField = (name: 'name' | 'sku', label: string, required = false) => (
    <Field.Root invalid={!!errors[name]} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        {...register(name)}
        autoComplete="off"
        placeholder={name === 'name' ? copy.namePlaceholder : undefined}
      />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  // Digits only, capped at the spec's length; `onBlurValue` settles what was left (spec 2 §5).
  const digitsField = (
    name: DigitsFieldName,
    label: string,
    maxDigits: number,
    onBlurValue: (text: string) => string,
    help?: string,
    required = false,
  ) => (
    <Field.Root invalid={!!errors[name]} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            ref={field.ref}
            name={field.name}
            value={field.value}
            inputMode="numeric"
            autoComplete="off"
            maxLength={maxDigits}
            onChange={(event) => field.onChange(digitsOnly(event.target.value, maxDigits))}
            onBlur={() => {
              field.onChange(onBlurValue(field.value));
              field.onBlur();
            }}
          />
        )}
      />
      {errors[name] ? (
        <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
      ) : (
        help && <Field.HelperText>{help}</Field.HelperText>
      )}
    </Field.Root>
  );

  const zeroWhenEmpty = (text: string) => text || '0';

  const flag = (name: FlagName, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          checked={field.value}
          onCheckedChange={(details) => field.onChange(details.checked === true)}
        >
          <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );

  const choice = (
    name: 'renewalPeriod' | 'deliveryFrequency' | 'periodicity',
    label: string,
    placeholder: string,
    options: { value: string; label: string }[],
    required = false,
  ) => (
    <Field.Root invalid={!!errors[name]} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <SelectInput {...register(name)} placeholder={placeholder} options={options} />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <>
      <Dialog.Body>
        <form id={formId} ref={formRef} onSubmit={onSubmit} noValidate>
          <Stack gap={6}>
            {failure && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{copy.saveError.title}</Alert.Title>
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}

            <FormSection legend={copy.sections.basics}>
              {textField('name', copy.name, true)}
              <Field.Root invalid={!!errors.description}>
                <Field.Label>{copy.description}</Field.Label>
                <Textarea {...register('description')} rows={3} />
                <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
              </Field.Root>
              <Controller
                control={control}
                name="type"
                render={({ field }) => (
                  <Field.Root invalid={!!errors.type}>
                    <RadioGroup.Root
                      name={field.name}
                      value={field.value}
                      onValueChange={(details) => {
                        field.onChange(details.value);
                        // The price stays within the new type's range.
                        setValue('price', clampPrice(getValues('price'), details.value));
                      }}
                    >
                      <RadioGroup.Label>{copy.type}</RadioGroup.Label>
                      <HStack gap={6} mt={2}>
                        {PRODUCT_TYPES.map((value) => (
                          <RadioGroup.Item key={value} value={value}>
                            <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>{copy.types[value]}</RadioGroup.ItemText>
                          </RadioGroup.Item>
                        ))}
                      </HStack>
                    </RadioGroup.Root>
                    {errors.type ? (
                      <Field.ErrorText>{errors.type.message}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>{copy.typeHelp}</Field.HelperText>
                    )}
                  </Field.Root>
                )}
              />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                {textField('sku', copy.sku)}
                <Field.Root invalid={!!errors.categoryId} disabled={categories.isPending}>
                  <Field.Label>{copy.category}</Field.Label>
                  <Controller
                    control={control}
                    name="categoryId"
                    render={({ field }) => (
                      <SelectInput
                        ref={field.ref}
                        name={field.name}
                        value={field.value}
                        onChange={(event) => field.onChange(event.target.value)}
                        onBlur={field.onBlur}
                        placeholder={
                          categories.isPending ? copy.categoriesLoading : copy.noCategory
                        }
                        options={categories.data ?? []}
                      />
                    )}
                  />
                  {errors.categoryId ? (
                    <Field.ErrorText>{errors.categoryId.message}</Field.ErrorText>
                  ) : (
                    categories.isError && (
                      <HStack gap={3}>
                        <Text fontSize="sm" color="fg.error">
                          {copy.categoriesError}
                        </Text>
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => void categories.refetch()}
                        >
                          {copy.retry}
                        </Button>
                      </HStack>
                    )
                  )}
                </Field.Root>
              </SimpleGrid>
            </FormSection>

            <FormSection legend={copy.sections.priceAndStock}>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
                {digitsField(
                  'price',
                  copy.price,
                  PRODUCT.priceMaxDigits,
                  (text) => clampPrice(text, getValues('type')),
                  copy.priceHelp(limits.min, limits.max),
                  true,
                )}
                {digitsField('stock', copy.stock, PRODUCT.stockMaxDigits, zeroWhenEmpty)}
                {digitsField(
                  'minStock',
                  copy.minStock,
                  PRODUCT.stockMaxDigits,
                  zeroWhenEmpty,
                  copy.minStockHelp,
                )}
              </SimpleGrid>
            </FormSection>

            <FormSection legend={copy.sections.subscription}>
              <SimpleGrid columns={{ base: 1, md: type === 'pack' ? 3 : 2 }} gap={4}>
                {type === 'pack' &&
                  choice(
                    'renewalPeriod',
                    copy.renewalPeriod,
                    copy.renewalPeriodPlaceholder,
                    renewalOptions,
                    true,
                  )}
                {choice(
                  'deliveryFrequency',
                  copy.deliveryFrequency,
                  copy.periodicityPlaceholder,
                  periodicityOptions,
                )}
                {choice(
                  'periodicity',
                  copy.periodicity,
                  copy.periodicityPlaceholder,
                  periodicityOptions,
                )}
              </SimpleGrid>
              {flag('requiresMembership', copy.requiresMembership)}
            </FormSection>

            <FormSection legend={copy.sections.shipping}>
              {flag('noShippingRequired', copy.noShippingRequired)}
              {!noShippingRequired &&
                digitsField(
                  'preparationDays',
                  copy.preparationDays,
                  PRODUCT.preparationDaysMaxDigits,
                  zeroWhenEmpty,
                  copy.preparationDaysHelp,
                )}
            </FormSection>

            <FormSection legend={copy.sections.image}>
              <ImageField
                upload={image}
                currentImageUrl={currentImageUrl}
                // The wait message goes once the upload ends.
                serverError={
                  savedWhileUploading && image.status === 'uploading'
                    ? copy.waitForUpload
                    : imageError
                }
                onChoose={() => setImageError(null)}
                onRemove={() => {
                  image.clear();
                  setImageRemoved(true);
                  setImageError(null);
                }}
              />
            </FormSection>

            <FormSection legend={copy.sections.characteristics}>
              <Controller
                control={control}
                name="characteristics"
                render={({ field }) => (
                  <CharacteristicsField
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.characteristics?.message}
                  />
                )}
              />
            </FormSection>

            <FormSection legend={copy.sections.benefits}>
              <Controller
                control={control}
                name="benefits"
                render={({ field }) => (
                  <BenefitsField
                    value={field.value}
                    onChange={field.onChange}
                    error={errors.benefits?.message}
                  />
                )}
              />
            </FormSection>

            <FormSection legend={copy.sections.externalSite}>
              <Controller
                control={control}
                name="externalUrl"
                render={({ field }) => (
                  <ExternalUrlField
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={errors.externalUrl?.message}
                    website={website}
                  />
                )}
              />
            </FormSection>

            {flag('isActive', copy.isActive)}
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer gap={3}>
        <Button variant="outline" onClick={onCancel}>
          {copy.cancel}
        </Button>
        <SubmitButton
          form={formId}
          size="md"
          pending={isSubmitting}
          incomplete={image.status === 'uploading'}
          text={copy.submit}
        />
      </Dialog.Footer>
    </>
  );
}

/** One titled group of the form's fields. */
function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Fieldset.Content>{children}</Fieldset.Content>
    </Fieldset.Root>
  );
}
