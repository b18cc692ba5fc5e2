import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  APP_EVENTS,
  Box,
  Button,
  Card,
  Center,
  Code,
  emitAppEvent,
  Field,
  HStack,
  Input,
  isApiError,
  Stack,
  SubmitButton,
  Text,
  useFocusFirstInvalid,
  useNavigate,
} from '@platform/shared';
import { REGISTRATION } from '@platform/shared/constants';
import {
  capitalizeWords,
  deriveSubdomain,
  storeSetupSchema,
  VALIDATION_MESSAGES,
  type StoreSetupValues,
} from '@platform/shared/validation';
import { CircleCheck, Store } from 'lucide-react';
import { signOut } from '../../auth/session';
import { messages } from '../../messages';
import { storeSetupMessages } from './messages';
import { useCreateStore } from './api/create-store';

const MAX = REGISTRATION.storeNameMaxLength;

function errorMessage(error: unknown): string {
  if (
    isApiError(error) &&
    error.data &&
    typeof (error.data as { message?: unknown }).message === 'string'
  ) {
    return (error.data as { message: string }).message;
  }
  if (isApiError(error)) return storeSetupMessages.createFailed;
  return storeSetupMessages.unexpected;
}

/**
 * `/store-setup` (spec 1 §2.7): a signed-in merchant without a store names it; the subdomain
 * is derived from the name. No header or footer; logout is offered.
 */
export function StoreSetupPage() {
  const navigate = useNavigate();
  const createStore = useCreateStore();
  const [created, setCreated] = useState<{ name: string; subdomain: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors, isValid, isSubmitting, submitCount },
  } = useForm<StoreSetupValues>({
    resolver: yupResolver(storeSetupSchema),
    mode: 'onChange',
    defaultValues: { businessName: '' },
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(submitCount);

  const name = useWatch({ control, name: 'businessName' }) ?? '';
  const subdomain = deriveSubdomain(name);
  const field = register('businessName');

  const onSubmit = handleSubmit(async ({ businessName }) => {
    setFailure(null);
    // A name of symbols only gives no address: say so under the name instead of sending it.
    if (!deriveSubdomain(businessName)) {
      setError('businessName', {
        type: 'subdomain',
        message: VALIDATION_MESSAGES.registration.subdomain,
      });
      return;
    }
    try {
      const store = await createStore.mutateAsync({
        businessName: businessName.trim(),
        subdomain: deriveSubdomain(businessName),
      });
      emitAppEvent(APP_EVENTS.storeSetupComplete, {
        businessName: store.name,
        subdomain: store.subdomain,
      });
      setCreated({ name: store.name, subdomain: store.subdomain });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  const logout = async () => {
    await navigate('/', { replace: true });
    await signOut();
  };

  return (
    <Center minH="100dvh" bg="bg.subtle" px={4} py={10}>
      <Card.Root w="full" maxW="lg">
        <Card.Body>
          {created ? (
            <Stack gap={5} align="center" textAlign="center" role="status">
              <Box color="fg.success">
                <CircleCheck size={48} aria-hidden />
              </Box>
              <Text as="h1" fontSize="2xl" fontWeight="bold">
                {storeSetupMessages.successTitle}
              </Text>
              <Text color="fg.muted">{storeSetupMessages.successText(created.name)}</Text>
              <Code>{storeSetupMessages.storeUrl(created.subdomain)}</Code>
              <Button
                colorPalette="brand"
                size="lg"
                onClick={() => navigate('/dashboard', { replace: true })}
              >
                {storeSetupMessages.goToDashboard}
              </Button>
            </Stack>
          ) : (
            <form ref={formRef} onSubmit={onSubmit} noValidate>
              <Stack gap={5}>
                <HStack gap={3}>
                  <Box color="brand.fg">
                    <Store size={32} aria-hidden />
                  </Box>
                  <Stack gap={0}>
                    <Text as="h1" fontSize="2xl" fontWeight="bold">
                      {storeSetupMessages.title}
                    </Text>
                    <Text color="fg.muted">{storeSetupMessages.intro}</Text>
                  </Stack>
                </HStack>
                {failure && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Description>{failure}</Alert.Description>
                  </Alert.Root>
                )}
                <Field.Root invalid={!!errors.businessName || limitReached} required>
                  <Field.Label>{storeSetupMessages.nameLabel}</Field.Label>
                  <Input
                    {...field}
                    placeholder={storeSetupMessages.namePlaceholder}
                    autoComplete="organization"
                    autoFocus
                    onChange={(event) => {
                      const raw = event.target.value;
                      // Typing past the maximum is blocked and the message shown (spec 1 §5.3).
                      setLimitReached(raw.length > MAX);
                      const value = capitalizeWords(raw.slice(0, MAX));
                      setValue('businessName', value, { shouldValidate: true, shouldDirty: true });
                    }}
                  />
                  <HStack justify="space-between" w="full">
                    <Field.ErrorText>
                      {limitReached
                        ? VALIDATION_MESSAGES.registration.businessNameMax
                        : errors.businessName?.message}
                    </Field.ErrorText>
                    <Text fontSize="xs" color="fg.muted" ms="auto" aria-live="polite">
                      {name.length}/{MAX}
                    </Text>
                  </HStack>
                </Field.Root>
                <Stack gap={1}>
                  <Text fontSize="sm" fontWeight="medium">
                    {storeSetupMessages.subdomainLabel}
                  </Text>
                  <Code data-testid="derived-subdomain">
                    {storeSetupMessages.storeUrl(
                      subdomain || storeSetupMessages.subdomainPlaceholder,
                    )}
                  </Code>
                </Stack>
                <SubmitButton
                  pending={isSubmitting}
                  text={{
                    submit: storeSetupMessages.submit,
                    submitting: storeSetupMessages.creating,
                  }}
                  incomplete={!isValid || !subdomain}
                />
                <Button variant="ghost" onClick={logout}>
                  {messages.nav.signOut}
                </Button>
              </Stack>
            </form>
          )}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
