import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  APP_EVENTS,
  Card,
  emitAppEvent,
  errorMessage,
  Field,
  Heading,
  Input,
  isApiError,
  SelectInput,
  SimpleGrid,
  Stack,
  Text,
  useFocusFirstInvalid,
} from '@platform/shared';
import { BANK_ACCOUNT, BANKS } from '@platform/shared/constants';
import {
  bankAccountSchema,
  formatRutInput,
  type BankAccountPayload,
  type BankAccountValues,
} from '@platform/shared/validation';
import { messages } from '../../../messages';
import type { BankAccount } from '../api/get-bank-account';
import { useUpdateBankAccount } from '../api/update-bank-account';
import { SaveButton } from '../../../ui/SaveButton';
import { SaveFeedback } from '../../../ui/SaveFeedback';

const copy = messages.bankAccount;
const FIELDS = ['bankId', 'accountType', 'accountNumber', 'rut'] as const;
type FieldName = (typeof FIELDS)[number];
const BANK_OPTIONS = BANKS.map((bank) => ({ value: bank.code, label: bank.name }));
const ACCOUNT_TYPE_OPTIONS = BANK_ACCOUNT.accountTypes.map((type) => ({
  value: type,
  label: copy.accountTypes[type],
}));

/** What the form shows for a saved account (nothing chosen while a field is unset). */
export function toFormValues(account: BankAccount): BankAccountValues {
  return {
    bankId: account.bankId ?? '',
    accountType: account.accountType ?? '',
    accountNumber: account.accountNumber ?? '',
    rut: account.rut ? formatRutInput(account.rut) : '',
  };
}

/** The field messages of a 400 (`fields: { rut: 'RUT inválido' }`). */
function fieldErrorsOf(error: unknown): Array<[FieldName, string]> {
  if (!isApiError(error) || error.status !== 400) return [];
  const fields = (error.data as { fields?: Record<string, unknown> } | null)?.fields ?? {};
  return FIELDS.flatMap((name) => {
    const message = fields[name];
    return typeof message === 'string' ? [[name, message] as [FieldName, string]] : [];
  });
}

export interface BankAccountFormProps {
  account: BankAccount;
  /** Called with the account as the api saved it. */
  onSaved?: (account: BankAccount) => void;
}

/**
 * The payout bank account form (spec 2 §2, §5 "Bank account"): bank, account type, account number
 * and the holder's RUT, formatted while typed. It validates with the schema the api uses; a
 * successful save asks the shell's setup guide to reload, so its bank task ticks at once.
 */
export function BankAccountForm({ account, onSaved }: BankAccountFormProps) {
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateBankAccount();
  const {
    register,
    setValue,
    setError,
    reset,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitted, isDirty, touchedFields, submitCount },
  } = useForm<BankAccountValues>({
    resolver: yupResolver(bankAccountSchema),
    mode: 'onTouched',
    defaultValues: toFormValues(account),
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    setFailure(null);
    try {
      const result = await update.mutateAsync(values as BankAccountPayload);
      reset(toFormValues(result));
      setSaved(true);
      emitAppEvent(APP_EVENTS.setupGuideReload);
      onSaved?.(result);
    } catch (error) {
      for (const [name, message] of fieldErrorsOf(error)) {
        setError(name, { type: 'server', message });
      }
      setFailure(copy.saveError(errorMessage(error)));
    }
  });

  return (
    <Card.Root>
      <Card.Body>
        <form
          ref={formRef}
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="bank-account-form-title"
        >
          <Stack gap={5}>
            <Stack gap={1}>
              <Heading as="h2" size="md" id="bank-account-form-title">
                {copy.formTitle}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {copy.payoutNote}
              </Text>
            </Stack>

            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <Field.Root invalid={!!errors.bankId} required>
                <Field.Label>{copy.bank}</Field.Label>
                <SelectInput
                  {...register('bankId')}
                  placeholder={copy.bankPlaceholder}
                  options={BANK_OPTIONS}
                />
                <Field.ErrorText>{errors.bankId?.message}</Field.ErrorText>
              </Field.Root>

              <Field.Root invalid={!!errors.accountType} required>
                <Field.Label>{copy.accountType}</Field.Label>
                <SelectInput
                  {...register('accountType')}
                  placeholder={copy.accountTypePlaceholder}
                  options={ACCOUNT_TYPE_OPTIONS}
                />
                <Field.ErrorText>{errors.accountType?.message}</Field.ErrorText>
              </Field.Root>

              <Field.Root invalid={!!errors.accountNumber} required>
                <Field.Label>{copy.accountNumber}</Field.Label>
                <Input
                  {...register('accountNumber')}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={copy.accountNumberPlaceholder}
                />
                {errors.accountNumber ? (
                  <Field.ErrorText>{errors.accountNumber.message}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{copy.accountNumberHelp}</Field.HelperText>
                )}
              </Field.Root>

              <Field.Root invalid={!!errors.rut} required>
                <Field.Label>{copy.rut}</Field.Label>
                <Input
                  {...register('rut')}
                  autoComplete="off"
                  placeholder={copy.rutPlaceholder}
                  onChange={(event) => {
                    // Only digits and a final K, at most 9, shown with dots and a hyphen (spec 2 §5).
                    setValue('rut', formatRutInput(event.target.value), {
                      shouldDirty: true,
                      shouldValidate: isSubmitted || !!touchedFields.rut,
                    });
                  }}
                />
                {errors.rut ? (
                  <Field.ErrorText>{errors.rut.message}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{copy.rutHelp}</Field.HelperText>
                )}
              </Field.Root>
            </SimpleGrid>

            <SaveFeedback saved={saved && !isDirty} savedText={copy.saved} error={failure} />

            <SaveButton saving={isSubmitting} />
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
