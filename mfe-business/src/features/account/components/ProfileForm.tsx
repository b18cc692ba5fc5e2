import { useForm, type FieldPath } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Field,
  Input,
  isApiError,
  SimpleGrid,
  Stack,
  useFocusFirstInvalid,
} from '@platform/shared';
import { REGISTRATION } from '@platform/shared/constants';
import { profileSchema, type ProfileValues } from '@platform/shared/validation';
import { SaveButton } from '../../../ui/SaveButton';
import { SaveFeedback } from '../../../ui/SaveFeedback';
import { useSuccessBanner } from '../../../ui/use-success-banner';
import type { Profile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { accountFormMessages } from '../messages';

const copy = accountFormMessages.profile;
const NAME_FIELDS = ['firstName', 'lastName'] as const;

/** The field messages of a 400 (`fields: { firstName: '…' }`), for the fields this form shows. */
function fieldErrorsOf(error: unknown): Array<[FieldPath<ProfileValues>, string]> {
  if (!isApiError(error) || error.status !== 400) return [];
  const fields = (error.data as { fields?: Record<string, unknown> } | null)?.fields ?? {};
  return NAME_FIELDS.flatMap((name) => {
    const message = fields[name];
    return typeof message === 'string' ? [[name, message] as [typeof name, string]] : [];
  });
}

const toValues = ({ firstName, lastName, email }: Profile): ProfileValues => ({
  firstName,
  lastName,
  email,
});

/**
 * 'Información personal' (spec 3 "My Account", §5 "Profile"): first and last name, saved to the
 * identity provider (the api's), and the e-mail read-only (the one the merchant signs in with).
 * A save shows its banner for 3 seconds and the new name reaches the shell's user menu at once.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const banner = useSuccessBanner();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ProfileValues>({
    resolver: yupResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: toValues(profile),
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);

  const onSubmit = handleSubmit(async (values) => {
    banner.hide();
    try {
      // The e-mail is read-only here: the one of the account goes back unchanged.
      const saved = await update.mutateAsync({ ...values, email: profile.email });
      reset(toValues(saved));
      banner.show();
    } catch (error) {
      for (const [name, message] of fieldErrorsOf(error)) setError(name, { message });
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={copy.title}>
      <Stack gap={5}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <Field.Root invalid={!!errors.firstName} required>
            <Field.Label>
              {copy.firstName}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              {...register('firstName')}
              autoComplete="given-name"
              maxLength={REGISTRATION.firstNameMaxLength}
            />
            <Field.ErrorText>{errors.firstName?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.lastName} required>
            <Field.Label>
              {copy.lastName}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              {...register('lastName')}
              autoComplete="family-name"
              maxLength={REGISTRATION.lastNameMaxLength}
            />
            <Field.ErrorText>{errors.lastName?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root readOnly>
          <Field.Label>{copy.email}</Field.Label>
          <Input value={profile.email} readOnly type="email" autoComplete="email" bg="bg.muted" />
          <Field.HelperText>{copy.emailHelp}</Field.HelperText>
        </Field.Root>
        <SaveFeedback
          saved={banner.shown}
          savedText={copy.saved}
          error={update.isError ? copy.saveError : null}
        />
        <SaveButton saving={isSubmitting} />
      </Stack>
    </form>
  );
}
