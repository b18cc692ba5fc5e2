import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Card,
  Code,
  Field,
  Heading,
  Input,
  InputGroup,
  Stack,
  SubmitButton,
  Text,
  useFocusFirstInvalid,
} from '@platform/shared';
import {
  domainAliasFormSchema,
  isValidDomainAlias,
  type DomainAliasValues,
} from '@platform/shared/validation';
import type { DomainSettings } from '../api/get-domain';
import { useUpdateAlias } from '../api/update-alias';
import { useSuccessBanner } from '../../../ui/use-success-banner';
import { apiMessageOf, fieldMessageOf } from '../api-errors';
import { domainMessages } from '../messages';

const copy = domainMessages.alias;

/**
 * The store's alias (spec 3 §5 "Domain"): lowercase letters, digits and hyphens, at most 63. The
 * message shows while it is typed, and the save stays `incomplete` while it is invalid (pressing
 * it shows and focuses the message, and sends nothing). Any plan may change it.
 */
export function AliasForm({ settings }: { settings: DomainSettings }) {
  const update = useUpdateAlias();
  const saved = useSuccessBanner();
  const [failure, setFailure] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<DomainAliasValues>({
    resolver: yupResolver(domainAliasFormSchema),
    mode: 'onChange',
    defaultValues: { alias: settings.alias },
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);
  const typed = useWatch({ control, name: 'alias' }) ?? '';
  const preview =
    !errors.alias && isValidDomainAlias(typed.trim()) && typed.trim() !== settings.alias
      ? `https://${typed.trim()}.${settings.platformDomain}`
      : null;

  const onSubmit = handleSubmit(async (values) => {
    saved.hide();
    setFailure(null);
    try {
      const result = await update.mutateAsync(values);
      reset({ alias: result.alias });
      saved.show();
    } catch (error) {
      const message = fieldMessageOf(error, 'alias');
      if (message) {
        setError('alias', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      const detail = apiMessageOf(error);
      setFailure(detail ? domainMessages.saveError(detail) : domainMessages.saveErrorGeneric);
    }
  });

  return (
    <Card.Root>
      <Card.Body>
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="alias-form-title">
          <Stack gap={5}>
            <Stack gap={1}>
              <Heading as="h2" size="md" id="alias-form-title">
                {copy.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {copy.description}
              </Text>
            </Stack>

            <Stack gap={1}>
              <Text fontSize="sm" color="fg.muted">
                {copy.current}
              </Text>
              <Code alignSelf="flex-start" fontSize="md" px={2} py={1} wordBreak="break-all">
                {settings.storeUrl}
              </Code>
            </Stack>

            <Field.Root invalid={!!errors.alias} required maxW="xl">
              <Field.Label>{copy.label}</Field.Label>
              <InputGroup endAddon={copy.suffix}>
                <Input
                  {...register('alias')}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              </InputGroup>
              {errors.alias ? (
                <Field.ErrorText>{errors.alias.message}</Field.ErrorText>
              ) : (
                <Field.HelperText>{copy.help}</Field.HelperText>
              )}
            </Field.Root>

            {preview && (
              <Text fontSize="sm" aria-live="polite">
                {copy.preview}{' '}
                <Text as="span" fontWeight="semibold" wordBreak="break-all">
                  {preview}
                </Text>
              </Text>
            )}
            {settings.customDomain && (
              <Text fontSize="sm" color="fg.muted">
                {copy.customDomainNote}
              </Text>
            )}

            {saved.shown && (
              <Alert.Root status="success" role="status">
                <Alert.Indicator />
                <Alert.Title>{copy.saved}</Alert.Title>
              </Alert.Root>
            )}
            {failure && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}

            <SubmitButton
              pending={isSubmitting}
              text={copy.submit}
              incomplete={!!errors.alias}
              alignSelf={{ base: 'stretch', md: 'flex-start' }}
            />
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
