import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Button,
  Card,
  Center,
  Field,
  Input,
  isApiError,
  Stack,
  Text,
  useFocusFirstInvalid,
  useSearchParams,
} from '@platform/shared';
import { newPasswordSchema, type NewPasswordValues } from '@platform/shared/validation';
import { useLoginModal } from '../../auth/login-modal-store';
import { messages } from '../../messages';
import { resetPasswordMessages } from './messages';
import { useConfirmPasswordReset } from './api/confirm-password-reset';

/** `/reset-password?token=…`: the page the recovery e-mail links to. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const openLogin = useLoginModal((state) => state.openLogin);
  const resetPassword = useConfirmPasswordReset();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<NewPasswordValues>({
    resolver: yupResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ token, password });
      setDone(true);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : resetPasswordMessages.failed);
    }
  });

  return (
    <Center py={16} px={4}>
      <Card.Root w="full" maxW="md">
        <Card.Body>
          <Stack gap={4}>
            <Text as="h1" fontSize="2xl" fontWeight="bold">
              {resetPasswordMessages.title}
            </Text>
            {done ? (
              <>
                <Alert.Root status="success" role="status">
                  <Alert.Indicator />
                  <Alert.Description>{resetPasswordMessages.done}</Alert.Description>
                </Alert.Root>
                <Button colorPalette="brand" onClick={() => openLogin('/dashboard')}>
                  {messages.nav.signIn}
                </Button>
              </>
            ) : (
              <form ref={formRef} onSubmit={onSubmit} noValidate>
                <Stack gap={4}>
                  {(failure || !token) && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Description>
                        {failure ?? resetPasswordMessages.missingToken}
                      </Alert.Description>
                    </Alert.Root>
                  )}
                  <Field.Root invalid={!!errors.password}>
                    <Field.Label>{resetPasswordMessages.password}</Field.Label>
                    <Input type="password" autoComplete="new-password" {...register('password')} />
                    <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={!!errors.confirmPassword}>
                    <Field.Label>{resetPasswordMessages.confirm}</Field.Label>
                    <Input
                      type="password"
                      autoComplete="new-password"
                      {...register('confirmPassword')}
                    />
                    <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
                  </Field.Root>
                  <Button
                    type="submit"
                    colorPalette="brand"
                    loading={isSubmitting}
                    disabled={!token}
                  >
                    {resetPasswordMessages.submit}
                  </Button>
                </Stack>
              </form>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
