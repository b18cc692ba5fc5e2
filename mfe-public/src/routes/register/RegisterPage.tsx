import { useState } from 'react';
import {
  APP_EVENTS,
  Box,
  Card,
  Container,
  emitAppEvent,
  Heading,
  HStack,
  Link,
  RouterLink,
  Stack,
  Text,
  useNavigate,
} from '@platform/shared';
import type { RegistrationValues } from '@platform/shared/validation';
import { ArrowLeft } from 'lucide-react';
import {
  EMPTY_REGISTRATION,
  RegistrationForm,
} from '../../features/registration/components/RegistrationForm';
import { VerificationScreen } from '../../features/registration/components/VerificationScreen';
import { registrationMessages as copy } from '../../features/registration/messages';
import { startSession } from '../../features/registration/start-session';

type Step = { name: 'form' } | { name: 'verify'; email: string };

/**
 * `/register` (guests only; spec 1 §2.6, §4.4): the form, then the code verification; a valid
 * code makes the new merchant's session and opens the dashboard with the setup guide.
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'form' });
  // Kept across 'Volver al registro' so nothing has to be typed again.
  const [draft, setDraft] = useState<RegistrationValues>(EMPTY_REGISTRATION);

  return (
    <Box bg="bg.subtle" minH="100dvh" py={{ base: 6, md: 12 }}>
      <Container maxW="2xl">
        <Stack gap={6}>
          <HStack justify="space-between" wrap="wrap" gap={3}>
            <Link asChild color="fg.muted" fontSize="sm">
              <RouterLink to="/">
                <ArrowLeft size={16} aria-hidden /> {copy.backHome}
              </RouterLink>
            </Link>
            <Text fontSize="sm">
              {copy.haveAccount}{' '}
              <Link
                as="button"
                type="button"
                color="brand.fg"
                fontWeight="semibold"
                onClick={() => emitAppEvent(APP_EVENTS.loginRequested, undefined)}
              >
                {copy.signIn}
              </Link>
            </Text>
          </HStack>
          <Stack gap={1} textAlign="center">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {copy.title}
            </Heading>
            <Text color="fg.muted">{copy.subtitle}</Text>
          </Stack>
          <Card.Root>
            <Card.Body p={{ base: 5, md: 8 }}>
              {step.name === 'form' ? (
                <RegistrationForm
                  defaultValues={draft}
                  onRegistered={(email, values) => {
                    setDraft(values);
                    setStep({ name: 'verify', email });
                  }}
                />
              ) : (
                <VerificationScreen
                  email={step.email}
                  onBack={() => setStep({ name: 'form' })}
                  onVerified={(tokens) => {
                    startSession(tokens);
                    void navigate('/dashboard', { replace: true });
                  }}
                />
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      </Container>
    </Box>
  );
}
