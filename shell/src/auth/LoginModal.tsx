import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Box,
  Button,
  Field,
  IconButton,
  Input,
  InputGroup,
  Link,
  Portal,
  Stack,
  Text,
  useFocusFirstInvalid,
  useNavigate,
} from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import {
  loginSchema,
  recoverySchema,
  type LoginValues,
  type RecoveryValues,
} from '@platform/shared/validation';
import { Eye, EyeOff } from 'lucide-react';
import { loginMessages, recoveryMessages } from './messages';
import { useLoginModal } from './login-modal-store';
import {
  InvalidCredentialsError,
  isInsidePreviewFrame,
  PreviewModeError,
  signInWithPassword,
  signInWithRedirect,
  TooManyAttemptsError,
} from './session';
import { destinationAfterLogin } from './store-check';
import { useRequestPasswordReset } from './api/request-password-reset';

function LoginForm() {
  const navigate = useNavigate();
  const { returnTo, close, showView } = useLoginModal();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    defaultValues: { username: '', password: '' },
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setFailure(null);
    try {
      await signInWithPassword(username.trim(), password);
      const destination = await destinationAfterLogin(returnTo);
      close();
      navigate(destination, { replace: true });
    } catch (error) {
      if (error instanceof InvalidCredentialsError) setFailure(loginMessages.failed);
      else if (error instanceof TooManyAttemptsError) {
        const seconds = error.retryAfterSeconds;
        setFailure(
          seconds === null
            ? loginMessages.tooManyAttemptsLater
            : loginMessages.tooManyAttempts(Math.ceil(seconds / 60)),
        );
      } else if (error instanceof PreviewModeError) setFailure(loginMessages.previewMode);
      else setFailure(loginMessages.unexpected);
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap={4}>
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={!!errors.username}>
          <Field.Label>{loginMessages.username}</Field.Label>
          <Input type="email" autoComplete="username" autoFocus {...register('username')} />
          <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.password}>
          <Field.Label>{loginMessages.password}</Field.Label>
          <InputGroup
            endElement={
              <IconButton
                variant="ghost"
                size="sm"
                aria-label={showPassword ? loginMessages.hidePassword : loginMessages.showPassword}
                onClick={() => setShowPassword((value) => !value)}
              >
                {showPassword ? <EyeOff /> : <Eye />}
              </IconButton>
            }
          >
            <Input
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              {...register('password')}
            />
          </InputGroup>
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Box textAlign="right">
          <Link as="button" type="button" fontSize="sm" onClick={() => showView('recovery')}>
            {loginMessages.forgot}
          </Link>
        </Box>
        <Button
          type="submit"
          colorPalette="brand"
          loading={isSubmitting}
          loadingText={loginMessages.submitting}
        >
          {loginMessages.submit}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            if (isInsidePreviewFrame()) return setFailure(loginMessages.previewMode);
            signInWithRedirect(returnTo).catch(() => setFailure(loginMessages.unexpected));
          }}
        >
          {loginMessages.withProvider}
        </Button>
        <Text fontSize="sm" textAlign="center">
          {loginMessages.noAccount}{' '}
          <Link
            as="button"
            type="button"
            color="brand.fg"
            onClick={() => {
              close();
              navigate('/register');
            }}
          >
            {loginMessages.register}
          </Link>
        </Text>
      </Stack>
    </form>
  );
}

function RecoveryForm() {
  const { showView } = useLoginModal();
  const requestReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<RecoveryValues>({
    resolver: yupResolver(recoverySchema),
    defaultValues: { email: '' },
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);

  const onSubmit = handleSubmit(async ({ email }) => {
    // The confirmation is shown whatever the answer, so the form never reveals who has an account.
    await requestReset.mutateAsync(email.trim().toLowerCase()).catch(() => undefined);
    showView('recovery-sent');
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap={4}>
        <Text>{recoveryMessages.intro}</Text>
        <Field.Root invalid={!!errors.email}>
          <Field.Label>{recoveryMessages.email}</Field.Label>
          <Input type="email" autoComplete="email" autoFocus {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          loading={isSubmitting}
          loadingText={recoveryMessages.sending}
        >
          {recoveryMessages.submit}
        </Button>
        <Button variant="ghost" onClick={() => showView('login')}>
          {recoveryMessages.backToLogin}
        </Button>
      </Stack>
    </form>
  );
}

function RecoverySent() {
  const { showView } = useLoginModal();
  return (
    <Stack gap={4}>
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Description>{recoveryMessages.sent}</Alert.Description>
      </Alert.Root>
      <Button colorPalette="brand" onClick={() => showView('login')}>
        {recoveryMessages.backToLogin}
      </Button>
    </Stack>
  );
}

/** The login modal of spec 1 §2.4: sign-in, then the three-step password recovery. */
export default function LoginModal() {
  const { isOpen, view, close, opener } = useLoginModal();
  const title =
    view === 'login'
      ? loginMessages.title
      : view === 'recovery'
        ? recoveryMessages.title
        : recoveryMessages.sentTitle;
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(details) => !details.open && close()}
      placement="center"
      lazyMount
      unmountOnExit
      finalFocusEl={() => (opener?.isConnected ? opener : null)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              {view === 'login' && <LoginForm />}
              {view === 'recovery' && <RecoveryForm />}
              {view === 'recovery-sent' && <RecoverySent />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <IconButton
                aria-label={loginMessages.close}
                variant="ghost"
                size="sm"
                position="absolute"
                top={2}
                insetEnd={2}
              >
                ×
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
