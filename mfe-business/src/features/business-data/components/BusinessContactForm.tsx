import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Field, Input, SimpleGrid, Stack, useFocusFirstInvalid } from '@platform/shared';
import type { BusinessContact } from '@platform/api/contracts';
import {
  BUSINESS_CONTACT_LIMITS,
  BUSINESS_CONTACT_MESSAGES,
  businessContactSchema,
  businessHourDescription,
  contactEmailAddressSchema,
  contactPhoneNumberSchema,
  type BusinessContactValues,
  type BusinessHourValues,
} from '@platform/shared/validation';
import { messages } from '../../../messages';
import { withAdded, withDefault, withRemoved } from '../contact-entries';
import type { SaveProps } from '../hooks/use-save-feedback';
import { fieldErrorsOf } from '../save-error';
import { BusinessHoursSection, EMPTY_HOUR_DRAFT, isHourDraftPending } from './BusinessHoursSection';
import { ContactEntriesSection } from './ContactEntriesSection';
import { FormSection } from './FormSection';
import { SaveButton } from '../../../ui/SaveButton';
import { SaveFeedback } from '../../../ui/SaveFeedback';

const ForgottenEntriesDialog = lazy(() => import('./ForgottenEntriesDialog'));

const copy = messages.contactData;
const SOCIAL_NETWORKS = ['instagram', 'facebook', 'twitter'] as const;

interface Drafts {
  hour: BusinessHourValues;
  phone: string;
  email: string;
}
const EMPTY_DRAFTS: Drafts = { hour: EMPTY_HOUR_DRAFT, phone: '', email: '' };

/** The form's values: what the PUT sends (the descriptions are the server's). */
export function toContactValues(contact: BusinessContact): BusinessContactValues {
  return {
    address: contact.address,
    businessHours: contact.businessHours.map(({ days, startTime, endTime }) => ({
      days,
      startTime,
      endTime,
    })),
    contactPhones: contact.contactPhones.map(({ number, isDefault }) => ({ number, isDefault })),
    contactEmails: contact.contactEmails.map(({ email, isDefault }) => ({ email, isDefault })),
    socialMedia: { ...contact.socialMedia },
  };
}

/** The add rows that hold something not yet added, worded for the confirm dialog. */
function forgottenItems(drafts: Drafts): string[] {
  const items: string[] = [];
  if (isHourDraftPending(drafts.hour)) {
    const { days, startTime, endTime } = drafts.hour;
    items.push(
      copy.forgotten.hour(
        days && startTime && endTime
          ? businessHourDescription(drafts.hour)
          : [days, startTime, endTime].filter(Boolean).join(' '),
      ),
    );
  }
  if (drafts.phone.trim()) items.push(copy.forgotten.phone(drafts.phone.trim()));
  if (drafts.email.trim()) items.push(copy.forgotten.email(drafts.email.trim()));
  return items;
}

interface BusinessContactFormProps extends SaveProps<BusinessContact, BusinessContactValues> {
  contact: BusinessContact;
}

/** 'Información de Contacto': address, business hours, phones, e-mails and social media. */
export function BusinessContactForm({
  contact,
  onSave,
  saving,
  saved,
  saveError,
}: BusinessContactFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitted, submitCount },
  } = useForm<BusinessContactValues>({
    resolver: yupResolver(businessContactSchema),
    mode: 'onTouched',
    defaultValues: toContactValues(contact),
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);
  const [hours, phones, emails] = useWatch({
    control,
    name: ['businessHours', 'contactPhones', 'contactEmails'],
  });
  const [drafts, setDrafts] = useState<Drafts>(EMPTY_DRAFTS);
  const [pending, setPending] = useState<{ values: BusinessContactValues; items: string[] } | null>(
    null,
  );

  const changed = { shouldDirty: true, shouldValidate: isSubmitted };
  const setHours = (value: BusinessHourValues[]) => setValue('businessHours', value, changed);
  const setPhones = (value: BusinessContactValues['contactPhones']) =>
    setValue('contactPhones', value, changed);
  const setEmails = (value: BusinessContactValues['contactEmails']) =>
    setValue('contactEmails', value, changed);

  const save = async (values: BusinessContactValues) => {
    const outcome = await onSave(values);
    if (outcome.ok) {
      reset(toContactValues(outcome.data));
      return;
    }
    for (const [path, message] of fieldErrorsOf(outcome.error)) {
      setError(path as FieldPath<BusinessContactValues>, { message });
    }
  };

  const submit = handleSubmit(async (values) => {
    const items = forgottenItems(drafts);
    if (items.length > 0) {
      setPending({ values, items });
      return;
    }
    await save(values);
  });

  const continueWithoutAdding = () => {
    const values = pending?.values;
    setPending(null);
    setDrafts(EMPTY_DRAFTS);
    if (values) void save(values);
  };

  const listError = (name: 'businessHours' | 'contactPhones' | 'contactEmails') => {
    const error = errors[name] as { message?: string; root?: { message?: string } } | undefined;
    return error?.message ?? error?.root?.message;
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={copy.title}>
      <Stack gap={6}>
        <SaveFeedback saved={saved} savedText={copy.saved} error={saveError} />

        <FormSection title={copy.location}>
          <Field.Root invalid={!!errors.address}>
            <Field.Label>{copy.address}</Field.Label>
            <Input
              {...register('address')}
              autoComplete="street-address"
              maxLength={BUSINESS_CONTACT_LIMITS.addressMaxLength}
              placeholder={copy.addressPlaceholder}
            />
            <Field.ErrorText>{errors.address?.message}</Field.ErrorText>
          </Field.Root>
        </FormSection>

        <BusinessHoursSection
          hours={hours}
          onChange={setHours}
          draft={drafts.hour}
          onDraftChange={(hour) => setDrafts((current) => ({ ...current, hour }))}
          error={listError('businessHours')}
          itemErrors={hours.map((_, index) => {
            const item = errors.businessHours?.[index];
            return item?.days?.message ?? item?.startTime?.message ?? item?.endTime?.message;
          })}
        />

        <ContactEntriesSection
          text={copy.phones}
          entries={phones.map((phone) => ({ value: phone.number, isDefault: phone.isDefault }))}
          onAdd={(number) => setPhones(withAdded(phones, { number }))}
          onRemove={(index) => setPhones(withRemoved(phones, index))}
          onMakeDefault={(index) => setPhones(withDefault(phones, index))}
          schema={contactPhoneNumberSchema}
          duplicateMessage={BUSINESS_CONTACT_MESSAGES.phoneDuplicate}
          maxEntries={BUSINESS_CONTACT_LIMITS.maxPhones}
          maxMessage={BUSINESS_CONTACT_MESSAGES.phonesMax}
          draft={drafts.phone}
          onDraftChange={(phone) => setDrafts((current) => ({ ...current, phone }))}
          inputType="tel"
          error={listError('contactPhones')}
          itemErrors={phones.map((_, index) => errors.contactPhones?.[index]?.number?.message)}
        />

        <ContactEntriesSection
          text={copy.emails}
          entries={emails.map((email) => ({ value: email.email, isDefault: email.isDefault }))}
          onAdd={(email) => setEmails(withAdded(emails, { email }))}
          onRemove={(index) => setEmails(withRemoved(emails, index))}
          onMakeDefault={(index) => setEmails(withDefault(emails, index))}
          schema={contactEmailAddressSchema}
          duplicateMessage={BUSINESS_CONTACT_MESSAGES.emailDuplicate}
          maxEntries={BUSINESS_CONTACT_LIMITS.maxEmails}
          maxMessage={BUSINESS_CONTACT_MESSAGES.emailsMax}
          draft={drafts.email}
          onDraftChange={(email) => setDrafts((current) => ({ ...current, email }))}
          inputType="email"
          error={listError('contactEmails')}
          itemErrors={emails.map((_, index) => errors.contactEmails?.[index]?.email?.message)}
        />

        <FormSection title={copy.social.title} help={copy.social.help}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
            {SOCIAL_NETWORKS.map((network) => (
              <Field.Root key={network} invalid={!!errors.socialMedia?.[network]}>
                <Field.Label>{copy.social[network]}</Field.Label>
                <Input
                  {...register(`socialMedia.${network}`)}
                  type="url"
                  inputMode="url"
                  maxLength={BUSINESS_CONTACT_LIMITS.urlMaxLength}
                  placeholder={`https://${network === 'twitter' ? 'x' : network}.com/mitienda`}
                />
                <Field.ErrorText>{errors.socialMedia?.[network]?.message}</Field.ErrorText>
              </Field.Root>
            ))}
          </SimpleGrid>
        </FormSection>

        <SaveButton saving={saving} />
      </Stack>

      {pending && (
        <Suspense fallback={null}>
          <ForgottenEntriesDialog
            items={pending.items}
            onReview={() => setPending(null)}
            onContinue={continueWithoutAdding}
          />
        </Suspense>
      )}
    </form>
  );
}
