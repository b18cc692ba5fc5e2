import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Card,
  Field,
  Input,
  SelectInput,
  SimpleGrid,
  Stack,
  useFocusFirstInvalid,
} from '@platform/shared';
import type { BillingInfo } from '@platform/api/contracts';
import {
  BILLING_INFO_LIMITS,
  CHILE_REGIONS,
  billingInfoSchema,
  formatRutInput,
  type BillingInfoValues,
} from '@platform/shared/validation';
import { messages } from '../../../messages';
import type { SaveProps } from '../hooks/use-save-feedback';
import { fieldErrorsOf } from '../save-error';
import { SaveButton } from '../../../ui/SaveButton';
import { SaveFeedback } from '../../../ui/SaveFeedback';

const copy = messages.billingData;

interface BillingInfoFormProps extends SaveProps<BillingInfo, BillingInfoValues> {
  billing: BillingInfo;
}

type TextField = Exclude<keyof BillingInfoValues, 'rut' | 'state' | 'zipCode' | 'billingPhone'>;

const placeholders: Record<TextField, string> = {
  businessName: copy.businessNamePlaceholder,
  industry: copy.industryPlaceholder,
  address: copy.addressPlaceholder,
  city: copy.cityPlaceholder,
  billingEmail: copy.billingEmailPlaceholder,
};

/** 'Datos de Facturación': the platform billing data form (spec 3 §5 table). */
export function BillingInfoForm({
  billing,
  onSave,
  saving,
  saved,
  saveError,
}: BillingInfoFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, submitCount },
  } = useForm<BillingInfoValues>({
    resolver: yupResolver(billingInfoSchema),
    mode: 'onTouched',
    defaultValues: billing,
    // RUT and postal code register after the fields around them: the page's order is followed.
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);
  // A region saved before the list existed stays selectable.
  const regions: readonly string[] =
    billing.state && !(CHILE_REGIONS as readonly string[]).includes(billing.state)
      ? [billing.state, ...CHILE_REGIONS]
      : CHILE_REGIONS;

  const submit = handleSubmit(async (values) => {
    const outcome = await onSave(values);
    if (outcome.ok) {
      reset(outcome.data);
      return;
    }
    for (const [path, message] of fieldErrorsOf(outcome.error)) {
      setError(path as FieldPath<BillingInfoValues>, { message });
    }
  });

  // The plain required text fields; RUT, region, postal code and phone have their own inputs.
  const textField = (name: TextField, autoComplete: string, type: 'text' | 'email' = 'text') => (
    <Field.Root invalid={!!errors[name]} required>
      <Field.Label>
        {copy[name]}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        {...register(name)}
        type={type}
        autoComplete={autoComplete}
        maxLength={BILLING_INFO_LIMITS[name]}
        placeholder={placeholders[name]}
      />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  // RUT and postal code: what the user types is cleaned (formatted, digits only) as they type.
  const filteredField = (
    name: 'rut' | 'zipCode',
    clean: (typed: string) => string,
    inputProps: { autoComplete: string; placeholder: string; inputMode?: 'numeric' },
  ) => (
    <Field.Root invalid={!!errors[name]} required>
      <Field.Label>
        {copy[name]}
        <Field.RequiredIndicator />
      </Field.Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Input
            ref={field.ref}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(clean(event.target.value))}
            {...inputProps}
            maxLength={BILLING_INFO_LIMITS[name]}
          />
        )}
      />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={copy.title}>
      <Stack gap={6}>
        <SaveFeedback saved={saved} savedText={copy.saved} error={saveError} />
        <Card.Root>
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
              {textField('businessName', 'organization')}
              {filteredField('rut', formatRutInput, {
                autoComplete: 'off',
                placeholder: copy.rutPlaceholder,
              })}
              {textField('industry', 'off')}
              {textField('address', 'street-address')}
              {textField('city', 'address-level2')}
              <Field.Root invalid={!!errors.state} required>
                <Field.Label>
                  {copy.state}
                  <Field.RequiredIndicator />
                </Field.Label>
                <SelectInput
                  {...register('state')}
                  autoComplete="address-level1"
                  placeholder={copy.statePlaceholder}
                  options={regions}
                />
                <Field.ErrorText>{errors.state?.message}</Field.ErrorText>
              </Field.Root>
              {filteredField('zipCode', (typed) => typed.replace(/\D/g, ''), {
                autoComplete: 'postal-code',
                placeholder: copy.zipCodePlaceholder,
                inputMode: 'numeric',
              })}
              {textField('billingEmail', 'email', 'email')}
              <Field.Root invalid={!!errors.billingPhone}>
                <Field.Label>{copy.billingPhone}</Field.Label>
                <Input
                  {...register('billingPhone')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  maxLength={BILLING_INFO_LIMITS.billingPhone}
                  placeholder={copy.billingPhonePlaceholder}
                />
                {errors.billingPhone ? (
                  <Field.ErrorText>{errors.billingPhone.message}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{copy.billingPhoneHelp}</Field.HelperText>
                )}
              </Field.Root>
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
        <SaveButton saving={saving} />
      </Stack>
    </form>
  );
}
