import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Button,
  Center,
  Field,
  Heading,
  HStack,
  Input,
  isApiError,
  Stack,
  Text,
  useFocusFirstInvalid,
} from '@platform/shared';
import { REGISTRATION } from '@platform/shared/constants';
import { otpCodeSchema } from '@platform/shared/validation';
import { object } from 'yup';
import { MailCheck } from 'lucide-react';
import { useSendVerificationCode } from '../api/send-verification-code';
import { useVerifyCode, type VerifiedTokens } from '../api/verify-code';
import { useResendCooldown } from '../hooks/use-resend-cooldown';
import { registrationMessages } from '../messages';

const copy = registrationMessages.verification;
const codeSchema = object({ code: otpCodeSchema });

export interface VerificationScreenProps {
  email: string;
  /** A valid code: the session's tokens. */
  onVerified: (tokens: VerifiedTokens) => void;
  /** 'Volver al registro'. */
  onBack: () => void;
}

/** The server's retry time of a 429, if it gave one. */
function retryAfter(error: unknown): number | undefined {
  if (!isApiError(error) || error.status !== 429) return undefined;
  const seconds = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

/**
 * The code verification after registration (spec 1 §2.6, §4.4, §8): 6 digits only, 'Volver al
 * registro', and 'Reenviar código' once its 60-second cooldown has run.
 */
export function VerificationScreen({ email, onVerified, onBack }: VerificationScreenProps) {
  const { remaining, restart } = useResendCooldown();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const verification = useVerifyCode();
  const resendCode = useSendVerificationCode();
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<{ code: string }>({
    resolver: yupResolver(codeSchema),
    defaultValues: { code: '' },
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    setNotice(null);
    try {
      onVerified(await verification.mutateAsync({ email, code }));
    } catch (error) {
      setFailure(isApiError(error) && error.status === 400 ? copy.invalidCode : copy.failed);
    }
  });

  const resend = async () => {
    setFailure(null);
    setNotice(null);
    try {
      await resendCode.mutateAsync(email);
      restart();
      setNotice(copy.resent);
    } catch (error) {
      const wait = retryAfter(error);
      if (wait) restart(wait);
      setFailure(copy.resendFailed);
    }
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={copy.title}>
      <Stack gap={5}>
        <HStack gap={3} align="flex-start">
          <Center
            boxSize="12"
            borderRadius="full"
            bg="brand.subtle"
            color="brand.fg"
            flexShrink={0}
            aria-hidden
          >
            <MailCheck size={24} />
          </Center>
          <Stack gap={1}>
            <Heading as="h2" size="lg">
              {copy.title}
            </Heading>
            <Text color="fg.muted">
              {copy.sentTo}{' '}
              <Text as="strong" color="fg">
                {email}
              </Text>
              . {copy.instructions}
            </Text>
          </Stack>
        </HStack>
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}
        {notice && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Description>{notice}</Alert.Description>
          </Alert.Root>
        )}
        <Field.Root invalid={!!errors.code}>
          <Field.Label>{copy.codeLabel}</Field.Label>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <Input
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                // Digits only, never more than six.
                onChange={(event) =>
                  field.onChange(
                    event.target.value.replace(/\D/g, '').slice(0, REGISTRATION.otpLength),
                  )
                }
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                placeholder="000000"
                maxLength={REGISTRATION.otpLength}
                fontSize="2xl"
                letterSpacing="0.5em"
                textAlign="center"
                size="xl"
              />
            )}
          />
          <Field.ErrorText>{errors.code?.message}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={isSubmitting}
          loadingText={copy.submitting}
        >
          {copy.submit}
        </Button>
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <Button variant="ghost" onClick={onBack}>
            {copy.back}
          </Button>
          <Button
            variant="outline"
            onClick={resend}
            disabled={remaining > 0 || resendCode.isPending}
            loading={resendCode.isPending}
          >
            {remaining > 0 ? copy.resendIn(remaining) : copy.resend}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
