import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Box,
  Button,
  CloseButton,
  Field,
  Input,
  isApiError,
  Portal,
  Stack,
  SubmitButton,
  Text,
  useFocusFirstInvalid,
  VStack,
} from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { PasswordStrengthMeter } from '@platform/shared/widgets';
import {
  isStrongEnoughPassword,
  passwordChangeFormSchema,
  type PasswordChangeFormValues,
} from '@platform/shared/validation';
import { CircleCheck } from 'lucide-react';
import { useChangePassword } from '../api/change-password';
import { accountFormMessages } from '../messages';

const copy = accountFormMessages.password;

/** Spec 3 §9: the password dialog closes 2 seconds after success. */
export const PASSWORD_DIALOG_CLOSE_MS = 2000;

/**
 * Spec 3 §8 "Account": the server's message; else, when the server answered without one, 'Error
 * al cambiar la contraseña'; else (no answer at all) the generic advice.
 */
export function passwordChangeFailure(error: unknown): string {
  if (isApiError(error)) {
    const reason = (error.data as { message?: unknown } | null)?.message;
    if (typeof reason === 'string' && reason.trim()) return reason;
    if (error.status > 0) return copy.failed;
  }
  return copy.unreachable;
}

export interface ChangePasswordDialogProps {
  /** Called once the dialog has closed (cancelled, dismissed, or after the success message). */
  onClose: () => void;
}

/**
 * The change-password dialog of the account screen (spec 3 "My Account", §5, §8, §9): the current
 * password, the new one with its strength meter (8 characters and 3 of the 5 points), and its
 * confirmation. The api checks the current one; its answer, or the spec's fallback, shows in a
 * banner. After a change the dialog says so, then closes by itself 2 seconds later.
 */
export default function ChangePasswordDialog({ onClose }: ChangePasswordDialogProps) {
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, submitCount },
  } = useForm<PasswordChangeFormValues>({
    resolver: yupResolver(passwordChangeFormSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);
  const [currentPassword = '', newPassword = '', confirmPassword = ''] = useWatch({
    control,
    name: ['currentPassword', 'newPassword', 'confirmPassword'],
  });
  // Not ready until every field is there, the new password is strong enough and confirmed.
  const incomplete =
    !currentPassword || !isStrongEnoughPassword(newPassword) || confirmPassword !== newPassword;

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => setOpen(false), PASSWORD_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const onSubmit = handleSubmit(async ({ currentPassword: current, newPassword: next }) => {
    setFailure(null);
    try {
      await change.mutateAsync({ currentPassword: current, newPassword: next });
      setDone(true);
    } catch (error) {
      setFailure(passwordChangeFailure(error));
    }
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={onClose}
      placement="center"
      // A click beside the dialog must not lose what was typed.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{copy.dialogTitle}</Dialog.Title>
            </Dialog.Header>
            {done ? (
              <Dialog.Body>
                <VStack role="status" gap={3} py={8} textAlign="center">
                  <Box color="fg.success" aria-hidden>
                    <CircleCheck size={48} />
                  </Box>
                  <Text fontSize="lg" fontWeight="semibold">
                    {copy.done}
                  </Text>
                </VStack>
              </Dialog.Body>
            ) : (
              <>
                <Dialog.Body>
                  <form
                    id={formId}
                    ref={formRef}
                    noValidate
                    onSubmit={(event) => void onSubmit(event)}
                  >
                    <Stack gap={4}>
                      {failure && (
                        <Alert.Root status="error" role="alert">
                          <Alert.Indicator />
                          <Alert.Title>{failure}</Alert.Title>
                        </Alert.Root>
                      )}
                      <Field.Root invalid={!!errors.currentPassword} required>
                        <Field.Label>
                          {copy.current}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Input
                          type="password"
                          autoComplete="current-password"
                          {...register('currentPassword')}
                        />
                        <Field.ErrorText>{errors.currentPassword?.message}</Field.ErrorText>
                      </Field.Root>
                      <Field.Root invalid={!!errors.newPassword} required>
                        <Field.Label>
                          {copy.new}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Input
                          type="password"
                          autoComplete="new-password"
                          {...register('newPassword')}
                        />
                        {errors.newPassword ? (
                          <Field.ErrorText>{errors.newPassword.message}</Field.ErrorText>
                        ) : (
                          <Field.HelperText>{copy.newHelp}</Field.HelperText>
                        )}
                      </Field.Root>
                      <PasswordStrengthMeter password={newPassword} />
                      <Field.Root invalid={!!errors.confirmPassword} required>
                        <Field.Label>
                          {copy.confirm}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Input
                          type="password"
                          autoComplete="new-password"
                          {...register('confirmPassword')}
                        />
                        <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
                      </Field.Root>
                    </Stack>
                  </form>
                </Dialog.Body>
                <Dialog.Footer gap={3}>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{copy.cancel}</Button>
                  </Dialog.ActionTrigger>
                  <SubmitButton
                    form={formId}
                    size="md"
                    pending={change.isPending}
                    incomplete={incomplete}
                    text={copy.submit}
                  />
                </Dialog.Footer>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={copy.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
