import { Alert, Stack, Text } from '@platform/shared';
import { publicOrderMessages } from '../messages';

const copy = publicOrderMessages.outcome;

/** The provider's outcome, from ?paymentStatus=success|error (spec 3 §2, §8). */
export function PaymentOutcome({ status }: { status: 'success' | 'error' }) {
  if (status === 'success') {
    return (
      <Alert.Root status="success" variant="solid" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title fontSize="lg">{copy.successTitle}</Alert.Title>
          <Alert.Description>
            <Stack gap={0}>
              <Text>{copy.successText}</Text>
              <Text>{copy.successEmail}</Text>
            </Stack>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontSize="lg">{copy.errorTitle}</Alert.Title>
        <Alert.Description>{copy.errorText}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
