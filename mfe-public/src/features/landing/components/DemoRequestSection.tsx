import { useForm, Controller } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@platform/shared';
import { LEAD } from '@platform/shared/constants';
import { leadSchema, type LeadValues } from '@platform/shared/validation';
import { CircleCheck } from 'lucide-react';
import { useDemoRequest } from '../hooks/use-demo-request';
import { landingMessages } from '../messages';
import { PhoneInput } from './PhoneInput';

const copy = landingMessages.demo;
// No sector is chosen at first: the select shows 'Selecciona un sector' until one is.
const EMPTY: LeadValues = {
  fullName: '',
  sector: '' as LeadValues['sector'],
  email: '',
  phone: '',
};

function ThankYou({ onRestart }: { onRestart: () => void }) {
  return (
    <Stack gap={4} align="center" textAlign="center" py={6} role="status">
      <Box color="green.600">
        <CircleCheck size={48} aria-hidden />
      </Box>
      <Heading as="h3" size="lg">
        {copy.thanksTitle}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {copy.thanksText}
      </Text>
      <Button variant="outline" onClick={onRestart}>
        {copy.another}
      </Button>
    </Stack>
  );
}

function DemoRequestForm({
  onSubmit,
  failed,
}: {
  onSubmit: (lead: LeadValues) => Promise<void>;
  failed: boolean;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LeadValues>({
    resolver: yupResolver(leadSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={copy.title}>
      <Stack gap={5}>
        {failed && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{copy.failed}</Alert.Description>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
          <Field.Root invalid={!!errors.fullName} required>
            <Field.Label>{copy.fullName}</Field.Label>
            <Input
              {...register('fullName')}
              autoComplete="name"
              placeholder={copy.fullNamePlaceholder}
            />
            <Field.ErrorText>{errors.fullName?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.sector} required>
            <Field.Label>{copy.sector}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('sector')}>
                <option value="">{copy.sectorPlaceholder}</option>
                {LEAD.sectors.map((sector) => (
                  <option key={sector} value={sector}>
                    {sector}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.sector?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.email} required>
            <Field.Label>{copy.email}</Field.Label>
            <Input
              {...register('email')}
              type="email"
              autoComplete="email"
              placeholder={copy.emailPlaceholder}
            />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.phone} required>
            <Field.Label>{copy.phone}</Field.Label>
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <PhoneInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={copy.phonePlaceholder}
                />
              )}
            />
            <Field.ErrorText>{errors.phone?.message}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
          loading={isSubmitting}
          loadingText={copy.submitting}
        >
          {copy.submit}
        </Button>
      </Stack>
    </form>
  );
}

/** The landing page's demo-request lead form (spec 1 §2.3, §5.2): editing → submitting → thank-you. */
export function DemoRequestSection() {
  const { state, failed, submit, restart } = useDemoRequest();
  return (
    <Box as="section" id="demo" bg="bg.subtle" py={{ base: 14, md: 20 }} scrollMarginTop="20">
      <Container maxW="4xl">
        <Stack gap={3} mb={8} textAlign="center">
          <Heading as="h2" size="2xl">
            {copy.title}
          </Heading>
          <Text color="fg.muted">{copy.subtitle}</Text>
        </Stack>
        <Card.Root>
          <Card.Body>
            {state === 'thank-you' ? (
              <ThankYou onRestart={restart} />
            ) : (
              <DemoRequestForm onSubmit={submit} failed={failed} />
            )}
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}
