import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Field,
  Input,
  SelectInput,
  SimpleGrid,
  Stack,
  SubmitButton,
  useFocusFirstInvalid,
} from '@platform/shared';
import { LEAD } from '@platform/shared/core';
import { leadSchema, type LeadValues } from '@platform/shared/validation';
import { useRequestDemo } from '../api/request-demo';
import { landingMessages } from '../messages';
import { PhoneInput } from './PhoneInput';

const copy = landingMessages.demo;
// No sector is chosen at first: the select shows 'Selecciona un sector' until one is.
const EMPTY: LeadValues = {
  fullName: '',
  sector: '' as LeadValues['sector'],
  email: '',
  phone: '',
};

/**
 * The demo-request form itself, and its send. It carries react-hook-form, yup and the query
 * library, so the landing page loads it only when its section comes near the screen (see
 * DemoRequestSection). `onSent` is called once the lead was received.
 */
export default function DemoRequestForm({ onSent }: { onSent: () => void }) {
  const request = useRequestDemo();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LeadValues>({
    resolver: yupResolver(leadSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);

  const onSubmit = handleSubmit(async (lead) => {
    try {
      await request.mutateAsync(lead);
    } catch {
      // Neither destination took it: the alert says so and the form keeps what was typed.
      return;
    }
    onSent();
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={copy.title}>
      <Stack gap={5}>
        {request.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{copy.failed}</Alert.Description>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
          <Field.Root invalid={!!errors.fullName} required>
            <Field.Label>{copy.fullName}</Field.Label>
            <Input
              {...register('fullName')}
              autoComplete="name"
              placeholder={copy.fullNamePlaceholder}
            />
            <Field.ErrorText>{errors.fullName?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.sector} required>
            <Field.Label>{copy.sector}</Field.Label>
            <SelectInput
              {...register('sector')}
              placeholder={copy.sectorPlaceholder}
              options={LEAD.sectors}
            />
            <Field.ErrorText>{errors.sector?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>{copy.email}</Field.Label>
            <Input
              {...register('email')}
              type="email"
              autoComplete="email"
              placeholder={copy.emailPlaceholder}
            />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.phone} required>
            <Field.Label>{copy.phone}</Field.Label>
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={copy.phonePlaceholder}
                />
              )}
            />
            <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <SubmitButton
          pending={isSubmitting}
          text={copy}
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
        />
      </Stack>
    </form>
  );
}
