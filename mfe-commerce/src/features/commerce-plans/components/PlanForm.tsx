import { useEffect, useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import type { CommercePlan } from '@platform/api/contracts';
import {
  Alert,
  Button,
  Field,
  Fieldset,
  Input,
  SelectInput,
  SimpleGrid,
  Stack,
  SubmitButton,
  Textarea,
  toaster,
  useFocusFirstInvalid,
} from '@platform/shared';
import { DELIVERY_FREQUENCIES, RENEWAL_PERIODS } from '@platform/shared/constants';
import { Dialog } from '@platform/shared/overlays';
import {
  benefitSchema,
  commercePlanSchema,
  excludedBenefitSchema,
  type CommercePlanValues,
} from '@platform/shared/validation';
import { useCreateCommercePlan } from '../api/create-commerce-plan';
import { useUpdateCommercePlan } from '../api/update-commerce-plan';
import { plansMessages, type PlanModalMode } from '../messages';
import { planErrorMessage, planFieldErrors } from '../plan-errors';
import {
  newPlanValues,
  planBody,
  planFormValues,
  priceDigits,
  PRICE_MAX_DIGITS,
  settlePrice,
  type PlanFormValues,
} from '../plan-form-values';
import { BenefitListField } from './BenefitListField';

const copy = plansMessages.form;

// The shared schema (the api's) reads the digits typed as a number and gives the cast body.
const resolver = yupResolver(commercePlanSchema) as unknown as Resolver<
  PlanFormValues,
  unknown,
  CommercePlanValues
>;

const frequencyOptions = DELIVERY_FREQUENCIES.map((value) => ({
  value,
  label: plansMessages.deliveryFrequencies[value],
}));
const renewalOptions = RENEWAL_PERIODS.map((value) => ({
  value,
  label: plansMessages.renewalPeriods[value],
}));

/** Why a benefit being typed cannot be added: null while it is empty (the button just waits). */
function draftProblem(text: string, schema: typeof benefitSchema): string | null {
  if (!text.trim()) return null;
  try {
    schema.validateSync(text);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

export interface PlanFormProps {
  mode: PlanModalMode;
  /** The plan edited or copied; none for a new one. */
  plan?: CommercePlan;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The plan modal's form (spec 2 §3, §5): the fields with their limits, validated with the schema
 * the api applies, saved with POST (new, copy) or PUT (edit). Saving is blocked while any field,
 * the benefit inputs included, shows an error. Renders the dialog's body and footer.
 */
export function PlanForm({ mode, plan, onSaved, onCancel }: PlanFormProps) {
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [benefitDraft, setBenefitDraft] = useState('');
  const [excludedDraft, setExcludedDraft] = useState('');
  const create = useCreateCommercePlan();
  const update = useUpdateCommercePlan();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<PlanFormValues, unknown, CommercePlanValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: plan && mode !== 'create' ? planFormValues(plan, mode) : newPlanValues(),
    // The focus follows the order shown (useFocusFirstInvalid), not the order of registration.
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);
  const benefitProblem = draftProblem(benefitDraft, benefitSchema);
  const excludedProblem = draftProblem(excludedDraft, excludedBenefitSchema);
  const blocked = Object.keys(errors).length > 0 || !!benefitProblem || !!excludedProblem;

  // A copy's name may pass the limit with ' (Copia)': say so at once, and again as it is edited.
  useEffect(() => {
    if (mode === 'copy') {
      setValue('name', getValues('name'), { shouldTouch: true, shouldValidate: true });
    }
  }, [mode, setValue, getValues]);

  const onSubmit = handleSubmit(async (values) => {
    // A benefit that cannot be added blocks saving too; the focus moves to it (it is invalid).
    if (benefitProblem || excludedProblem) return;
    setFailure(null);
    const body = planBody(values);
    try {
      if (mode === 'edit' && plan) await update.mutateAsync({ id: plan.id, body });
      else await create.mutateAsync(body);
    } catch (error) {
      for (const [field, message] of planFieldErrors(error)) {
        setError(field, { type: 'server', message });
      }
      setFailure(planErrorMessage(error, mode === 'edit' ? 'update' : 'create'));
      return;
    }
    // The toast lasts the spec's 3 seconds (the toaster's default).
    toaster.create({ type: 'success', title: plansMessages.saved[mode] });
    onSaved();
  });

  const choice = (
    name: 'deliveryFrequency' | 'renewalPeriod',
    label: string,
    placeholder: string,
    options: { value: string; label: string }[],
  ) => (
    <Field.Root invalid={!!errors[name]} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
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
                  <Alert.Title>{plansMessages.saveErrorTitle}</Alert.Title>
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}

            <Fieldset.Root>
              <Fieldset.Legend>{copy.sections.basics}</Fieldset.Legend>
              <Fieldset.Content>
                <Field.Root invalid={!!errors.name} required>
                  <Field.Label>
                    {copy.name}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    {...register('name')}
                    autoComplete="off"
                    placeholder={copy.namePlaceholder}
                  />
                  {errors.name ? (
                    <Field.ErrorText>{errors.name.message}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{copy.nameHelp}</Field.HelperText>
                  )}
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
              </Fieldset.Content>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend>{copy.sections.priceAndDelivery}</Fieldset.Legend>
              <Fieldset.Content>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
                  <Field.Root invalid={!!errors.price} required>
                    <Field.Label>
                      {copy.price}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Controller
                      control={control}
                      name="price"
                      render={({ field }) => (
                        <Input
                          ref={field.ref}
                          name={field.name}
                          value={field.value}
                          inputMode="numeric"
                          autoComplete="off"
                          maxLength={PRICE_MAX_DIGITS}
                          onChange={(event) => field.onChange(priceDigits(event.target.value))}
                          onBlur={() => {
                            field.onChange(settlePrice(field.value));
                            field.onBlur();
                          }}
                        />
                      )}
                    />
                    {errors.price ? (
                      <Field.ErrorText>{errors.price.message}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>{copy.priceHelp}</Field.HelperText>
                    )}
                  </Field.Root>
                  {choice(
                    'deliveryFrequency',
                    copy.deliveryFrequency,
                    copy.deliveryFrequencyPlaceholder,
                    frequencyOptions,
                  )}
                  {choice(
                    'renewalPeriod',
                    copy.renewalPeriod,
                    copy.renewalPeriodPlaceholder,
                    renewalOptions,
                  )}
                </SimpleGrid>
              </Fieldset.Content>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend>{copy.sections.benefits}</Fieldset.Legend>
              <Fieldset.Content>
                <Controller
                  control={control}
                  name="benefits"
                  render={({ field }) => (
                    <BenefitListField
                      value={field.value}
                      onChange={field.onChange}
                      draft={benefitDraft}
                      onDraftChange={setBenefitDraft}
                      problem={benefitProblem}
                      error={errors.benefits?.message}
                      label={copy.benefit}
                      addLabel={copy.addBenefit}
                      emptyText={copy.noBenefits}
                    />
                  )}
                />
              </Fieldset.Content>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend>{copy.sections.excludedBenefits}</Fieldset.Legend>
              <Fieldset.Content>
                <Controller
                  control={control}
                  name="excludedBenefits"
                  render={({ field }) => (
                    <BenefitListField
                      value={field.value}
                      onChange={field.onChange}
                      draft={excludedDraft}
                      onDraftChange={setExcludedDraft}
                      problem={excludedProblem}
                      error={errors.excludedBenefits?.message}
                      label={copy.excludedBenefit}
                      addLabel={copy.addExcludedBenefit}
                      emptyText={copy.noExcludedBenefits}
                      excluded
                    />
                  )}
                />
              </Fieldset.Content>
            </Fieldset.Root>
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
          incomplete={blocked}
          text={copy.submit}
        />
      </Dialog.Footer>
    </>
  );
}
