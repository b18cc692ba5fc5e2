import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  Stack,
  SubmitButton,
  Text,
  toaster,
  useFocusFirstInvalid,
} from '@platform/shared';
import { ConfirmDialog } from '@platform/shared/overlays';
import { customDomainFormSchema, type CustomDomainValues } from '@platform/shared/validation';
import type { DomainSettings } from '../api/get-domain';
import { useRemoveCustomDomain } from '../api/remove-custom-domain';
import { useVerifyDomain, type DomainVerification } from '../api/verify-domain';
import { apiMessageOf, fieldMessageOf } from '../api-errors';
import { domainMessages } from '../messages';
import { DnsCheckResults } from './DnsCheckResults';
import { DnsInstructions } from './DnsInstructions';
import { DomainStatus } from './DomainStatus';

const copy = domainMessages.customDomain;

/**
 * The custom domain of a Pro store (spec 3 §2 "Custom URL"): the domain, its DNS and SSL status,
 * the DNS instructions, and 'Verificar DNS', which connects the domain and looks its records up
 * (the answer says which record is missing). The domain can be let go with 'Quitar dominio'.
 */
export function CustomDomainForm({ settings }: { settings: DomainSettings }) {
  const verify = useVerifyDomain();
  const remove = useRemoveCustomDomain();
  const [result, setResult] = useState<DomainVerification | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<CustomDomainValues>({
    resolver: yupResolver(customDomainFormSchema),
    mode: 'onChange',
    defaultValues: { domain: settings.customDomain ?? '' },
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);
  const domainInput = useRef<HTMLInputElement | null>(null);
  const { ref: registerDomainRef, ...domainField } = register('domain');

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setResult(null);
    try {
      const answer = await verify.mutateAsync(values);
      reset({ domain: answer.domain.customDomain ?? '' });
      setResult(answer);
    } catch (error) {
      const message = fieldMessageOf(error, 'domain');
      if (message) {
        setError('domain', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      const detail = apiMessageOf(error);
      setFailure(detail ? copy.verifyError(detail) : copy.verifyErrorGeneric);
    }
  });

  const onRemove = async () => {
    setRemoveFailure(null);
    try {
      await remove.mutateAsync();
      reset({ domain: '' });
      setResult(null);
      toaster.create({ title: copy.remove.done, type: 'success' });
      return true;
    } catch (error) {
      setRemoveFailure(apiMessageOf(error) ?? domainMessages.saveErrorGeneric);
      return false;
    }
  };

  const verified = result?.domain.dnsVerified;

  return (
    <Card.Root as="section" aria-labelledby="custom-domain-title">
      <Card.Body>
        <Stack gap={5}>
          <Stack gap={1}>
            <Heading as="h2" size="md" id="custom-domain-title">
              {copy.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {copy.description}
            </Text>
          </Stack>

          <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={copy.title}>
            <Stack gap={4}>
              <Field.Root invalid={!!errors.domain} required maxW="xl">
                <Field.Label>{copy.label}</Field.Label>
                <Input
                  {...domainField}
                  ref={(element) => {
                    registerDomainRef(element);
                    domainInput.current = element;
                  }}
                  placeholder={copy.placeholder}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  inputMode="url"
                />
                {errors.domain ? (
                  <Field.ErrorText>{errors.domain.message}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{copy.help}</Field.HelperText>
                )}
              </Field.Root>
              <HStack gap={3} flexWrap="wrap">
                <SubmitButton
                  pending={isSubmitting}
                  text={copy.submit}
                  incomplete={!!errors.domain}
                />
                {settings.customDomain && (
                  <Button
                    variant="outline"
                    size="lg"
                    colorPalette="red"
                    onClick={() => {
                      setRemoveFailure(null);
                      setRemoving(true);
                    }}
                  >
                    {copy.remove.open}
                  </Button>
                )}
              </HStack>
            </Stack>
          </form>

          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          {result && (
            <Alert.Root status={verified ? 'success' : 'warning'} role="status">
              <Alert.Indicator />
              <Alert.Title>{verified ? copy.verified : copy.pending}</Alert.Title>
            </Alert.Root>
          )}

          {settings.customDomain && (
            <Stack gap={2}>
              <Text fontSize="sm">
                {copy.connected}:{' '}
                <Text as="span" fontWeight="semibold" wordBreak="break-all">
                  {settings.customDomain}
                </Text>
              </Text>
              <DomainStatus dnsVerified={settings.dnsVerified} sslActive={settings.sslActive} />
            </Stack>
          )}
          {result && <DnsCheckResults checks={result.checks} />}

          <DnsInstructions records={settings.dnsRecords} />
        </Stack>
      </Card.Body>

      {removing && settings.customDomain && (
        <ConfirmDialog
          title={copy.remove.title}
          description={
            <>
              <Text>{copy.remove.question(settings.customDomain)}</Text>
              <Text color="fg.muted">{copy.remove.note(settings.storeUrl)}</Text>
            </>
          }
          confirmLabel={copy.remove.confirm.submit}
          confirmingLabel={copy.remove.confirm.submitting}
          cancelLabel={copy.remove.cancel}
          errorTitle={copy.remove.error}
          error={removeFailure}
          pending={remove.isPending}
          onConfirm={onRemove}
          onClose={() => setRemoving(false)}
          focusAfterConfirm={() => domainInput.current}
        />
      )}
    </Card.Root>
  );
}
