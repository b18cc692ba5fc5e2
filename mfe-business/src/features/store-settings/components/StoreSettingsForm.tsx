import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Card,
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
import {
  STORE_CURRENCIES,
  STORE_LANGUAGES,
  STORE_SETTINGS_LIMITS,
  storeSettingsSchema,
  websiteOrigin,
  type StoreSettingsValues,
} from '@platform/shared/validation';
import { SaveButton } from '../../../ui/SaveButton';
import { SaveFeedback } from '../../../ui/SaveFeedback';
import { useSuccessBanner } from '../../../ui/use-success-banner';
import type { StoreConfig } from '../api/get-store-settings';
import { useUpdateStoreSettings } from '../api/update-store-settings';
import { storeSettingsMessages as copy } from '../messages';

/** What the form edits: the website as typed ('' for none), the rest as the api has it. */
interface StoreSettingsFormValues {
  siteName: string;
  externalWebsite: string;
  language: string;
  currency: string;
}

const FIELDS = ['siteName', 'externalWebsite', 'language', 'currency'] as const;

// The shared schema (the api's) gives the cast body: trimmed name, website reduced or null.
const resolver = yupResolver(storeSettingsSchema) as unknown as Resolver<
  StoreSettingsFormValues,
  unknown,
  StoreSettingsValues
>;

const LANGUAGE_OPTIONS = STORE_LANGUAGES.map((value) => ({
  value,
  label: copy.languages[value],
}));
const CURRENCY_OPTIONS = STORE_CURRENCIES.map((value) => ({
  value,
  label: copy.currencies[value],
}));

const toFormValues = (store: StoreConfig): StoreSettingsFormValues => ({
  siteName: store.siteName,
  externalWebsite: store.externalWebsite ?? '',
  language: store.language,
  currency: store.currency,
});

/** The field messages of a 400 (`fields: { siteName: '…' }`). */
function fieldErrorsOf(error: unknown): Array<[FieldPath<StoreSettingsFormValues>, string]> {
  if (!isApiError(error) || error.status !== 400) return [];
  const fields = (error.data as { fields?: Record<string, unknown> } | null)?.fields ?? {};
  return FIELDS.flatMap((name) => {
    const message = fields[name];
    return typeof message === 'string' ? [[name, message] as [typeof name, string]] : [];
  });
}

/**
 * /my-store's form (spec 3 "Store", §5 "Store settings"): the site name (required, 100
 * characters), the external website (optional; reduced to protocol and host when the field is
 * left), and the language and currency, es and CLP being the only ones offered. It validates with
 * the schema the api applies; a save shows its banner for 3 seconds.
 */
export function StoreSettingsForm({ store }: { store: StoreConfig }) {
  const update = useUpdateStoreSettings();
  const banner = useSuccessBanner();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<StoreSettingsFormValues, unknown, StoreSettingsValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: toFormValues(store),
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);

  const onSubmit = handleSubmit(async (values) => {
    banner.hide();
    try {
      const saved = await update.mutateAsync(values);
      reset(toFormValues(saved));
      banner.show();
    } catch (error) {
      for (const [name, message] of fieldErrorsOf(error)) setError(name, { message });
    }
  });

  const website = register('externalWebsite', {
    // Spec 3 §5: on blur the address is reduced to protocol and host.
    onBlur: (event: { target: { value: string } }) => {
      const origin = websiteOrigin(event.target.value);
      if (origin && origin !== event.target.value) {
        setValue('externalWebsite', origin, { shouldDirty: true, shouldValidate: true });
      }
    },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="store-settings-title">
      <Stack gap={6}>
        <SaveFeedback
          saved={banner.shown}
          savedText={copy.saved}
          error={update.isError ? copy.saveError : null}
        />
        <Card.Root>
          <Card.Body>
            <Stack gap={5}>
              <Heading as="h2" size="md" id="store-settings-title">
                {copy.formTitle}
              </Heading>
              <Field.Root invalid={!!errors.siteName} required>
                <Field.Label>
                  {copy.siteName}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  {...register('siteName')}
                  autoComplete="organization"
                  maxLength={STORE_SETTINGS_LIMITS.siteName}
                  placeholder={copy.siteNamePlaceholder}
                />
                {errors.siteName ? (
                  <Field.ErrorText>{errors.siteName.message}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{copy.siteNameHelp}</Field.HelperText>
                )}
              </Field.Root>
              <Field.Root invalid={!!errors.externalWebsite}>
                <Field.Label>{copy.externalWebsite}</Field.Label>
                <Input
                  {...website}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  maxLength={STORE_SETTINGS_LIMITS.externalWebsite}
                  placeholder={copy.externalWebsitePlaceholder}
                />
                {errors.externalWebsite ? (
                  <Field.ErrorText>{errors.externalWebsite.message}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{copy.externalWebsiteHelp}</Field.HelperText>
                )}
              </Field.Root>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Stack gap={5}>
              <Stack gap={1}>
                <Heading as="h2" size="md">
                  {copy.regional}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {copy.regionalHelp}
                </Text>
              </Stack>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                <Field.Root invalid={!!errors.language} required>
                  <Field.Label>
                    {copy.language}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <SelectInput
                    {...register('language')}
                    placeholder={copy.languagePlaceholder}
                    options={LANGUAGE_OPTIONS}
                  />
                  <Field.ErrorText>{errors.language?.message}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={!!errors.currency} required>
                  <Field.Label>
                    {copy.currency}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <SelectInput
                    {...register('currency')}
                    placeholder={copy.currencyPlaceholder}
                    options={CURRENCY_OPTIONS}
                  />
                  <Field.ErrorText>{errors.currency?.message}</Field.ErrorText>
                </Field.Root>
              </SimpleGrid>
            </Stack>
          </Card.Body>
        </Card.Root>
        <SaveButton saving={isSubmitting} />
      </Stack>
    </form>
  );
}
