import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Code,
  Field,
  Heading,
  Input,
  isApiError,
  Link,
  RouterLink,
  Separator,
  SimpleGrid,
  Stack,
  SubmitButton,
  Text,
  useFocusFirstInvalid,
} from '@platform/shared';
import { REGISTRATION } from '@platform/shared/constants';
import {
  capitalizeWords,
  deriveSubdomain,
  registrationSchema,
  VALIDATION_MESSAGES,
  type RegistrationValues,
} from '@platform/shared/validation';
import { PasswordStrengthMeter } from '@platform/shared/widgets';
import { useRegisterPlatform } from '../api/register-platform';
import { registrationMessages } from '../messages';
import { PasswordInput } from './PasswordInput';

const copy = registrationMessages;
const m = VALIDATION_MESSAGES.registration;

export const EMPTY_REGISTRATION: RegistrationValues = {
  businessName: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

type LimitedField = 'businessName' | 'firstName' | 'lastName';

/** The fields with a maximum: typing past it is blocked and its message shown (spec 1 §5.3). */
const LIMITS: Record<LimitedField, { max: number; message: string }> = {
  businessName: { max: REGISTRATION.storeNameMaxLength, message: m.businessNameMax },
  firstName: { max: REGISTRATION.firstNameMaxLength, message: m.firstNameMax },
  lastName: { max: REGISTRATION.lastNameMaxLength, message: m.lastNameMax },
};

const FORM_FIELDS = new Set<string>(Object.keys(EMPTY_REGISTRATION));

/** The api's message for a failed registration, else the generic one (spec 1 §8). */
function failureMessage(error: unknown): string {
  const data = isApiError(error) ? (error.data as { message?: unknown } | null) : null;
  return typeof data?.message === 'string' && data.message.trim() ? data.message : copy.unexpected;
}

/** A titled part of the form ('Tu tienda', 'Tus datos'), a section named by its heading. */
function FormPart({
  id,
  text,
  children,
}: {
  id: string;
  text: { title: string; description: string };
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap={4} aria-labelledby={id}>
      <Stack gap={0}>
        <Heading as="h2" size="md" id={id}>
          {text.title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {text.description}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}

/** The terms or the privacy policy, in a new tab so the form keeps what was typed. */
function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg">
      <RouterLink to={to} target="_blank" rel="noopener">
        {children}
      </RouterLink>
    </Link>
  );
}

export interface RegistrationFormProps {
  defaultValues?: RegistrationValues;
  /** The api accepted the registration and e-mailed the code. */
  onRegistered: (email: string, values: RegistrationValues) => void;
}

/** The registration form (spec 1 §2.6, §5.3): the store-name section, then the personal form. */
export function RegistrationForm({
  defaultValues = EMPTY_REGISTRATION,
  onRegistered,
}: RegistrationFormProps) {
  const [overLimit, setOverLimit] = useState<Partial<Record<LimitedField, boolean>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const registration = useRegisterPlatform();
  const {
    register,
    control,
    setValue,
    setError,
    handleSubmit,
    formState: { errors, isValid, isSubmitting, submitCount },
  } = useForm<RegistrationValues>({
    resolver: yupResolver(registrationSchema),
    mode: 'onChange',
    defaultValues,
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);
  const businessName = useWatch({ control, name: 'businessName' }) ?? '';
  const password = useWatch({ control, name: 'password' }) ?? '';
  const subdomain = deriveSubdomain(businessName);

  /** A capitalised field with a maximum. */
  const limited = (name: LimitedField) => {
    const field = register(name);
    const { max } = LIMITS[name];
    return {
      ...field,
      onChange: async (event: { target: { value: string } }) => {
        const raw = event.target.value;
        setOverLimit((current) => ({ ...current, [name]: raw.length > max }));
        setValue(name, capitalizeWords(raw.slice(0, max)), {
          shouldValidate: true,
          shouldDirty: true,
        });
      },
    };
  };
  const emailField = register('email');
  const passwordField = register('password', { deps: ['confirmPassword'] });

  const errorOf = (name: keyof RegistrationValues) =>
    name in LIMITS && overLimit[name as LimitedField]
      ? LIMITS[name as LimitedField].message
      : errors[name]?.message;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const accepted = await registration.mutateAsync({
        businessName: values.businessName,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
        subdomain: deriveSubdomain(values.businessName),
      });
      onRegistered(accepted.email, values);
    } catch (error) {
      const fields = isApiError(error)
        ? (error.data as { fields?: Record<string, string> } | null)?.fields
        : undefined;
      for (const [name, message] of Object.entries(fields ?? {})) {
        // The subdomain comes from the store name: its message goes under the name.
        const target = name === 'subdomain' ? 'businessName' : name;
        if (FORM_FIELDS.has(target)) {
          setError(target as Path<RegistrationValues>, { type: 'server', message });
        }
      }
      setFailure(failureMessage(error));
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={copy.title}>
      <Stack gap={6}>
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{copy.failureTitle}</Alert.Title>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        <FormPart id="registration-store" text={copy.store}>
          <Field.Root invalid={!!errorOf('businessName')} required>
            <Field.Label>{copy.store.nameLabel}</Field.Label>
            <Input
              {...limited('businessName')}
              autoComplete="organization"
              placeholder={copy.store.namePlaceholder}
            />
            <Field.ErrorText>{errorOf('businessName')}</Field.ErrorText>
          </Field.Root>
          <Stack gap={1}>
            <Text fontSize="sm" color="fg.muted">
              {copy.store.subdomainLabel}
            </Text>
            <Code alignSelf="flex-start" data-testid="derived-subdomain" wordBreak="break-all">
              {copy.store.storeUrl(subdomain || copy.store.subdomainPlaceholder)}
            </Code>
          </Stack>
        </FormPart>

        <Separator />

        <FormPart id="registration-personal" text={copy.personal}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
            <Field.Root invalid={!!errorOf('firstName')} required>
              <Field.Label>{copy.personal.firstName}</Field.Label>
              <Input {...limited('firstName')} autoComplete="given-name" />
              <Field.ErrorText>{errorOf('firstName')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errorOf('lastName')} required>
              <Field.Label>{copy.personal.lastName}</Field.Label>
              <Input {...limited('lastName')} autoComplete="family-name" />
              <Field.ErrorText>{errorOf('lastName')}</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>{copy.personal.email}</Field.Label>
            <Input
              {...emailField}
              type="email"
              autoComplete="email"
              placeholder={copy.personal.emailPlaceholder}
              onChange={(event) => {
                setValue('email', event.target.value.toLowerCase(), {
                  shouldValidate: true,
                  shouldDirty: true,
                });
              }}
            />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.password} required>
            <Field.Label>{copy.personal.password}</Field.Label>
            <PasswordInput {...passwordField} autoComplete="new-password" />
            <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
          </Field.Root>
          <PasswordStrengthMeter password={password} />
          <Field.Root invalid={!!errors.confirmPassword} required>
            <Field.Label>{copy.personal.confirmPassword}</Field.Label>
            <PasswordInput {...register('confirmPassword')} autoComplete="new-password" />
            <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
          </Field.Root>
        </FormPart>

        <Text fontSize="sm" color="fg.muted">
          {copy.legal.before}
          <LegalLink to="/terms">{copy.legal.terms}</LegalLink>
          {copy.legal.between}
          <LegalLink to="/privacy">{copy.legal.privacy}</LegalLink>
          {copy.legal.after}
        </Text>

        <SubmitButton pending={isSubmitting} text={copy} incomplete={!isValid} />
      </Stack>
    </form>
  );
}
