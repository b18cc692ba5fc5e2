import { Alert, Stack } from '@platform/shared';

interface SaveFeedbackProps {
  saved: boolean;
  savedText: string;
  error: string | null;
}

/** The result of the last save of a form: its success text or its error. */
export function SaveFeedback({ saved, savedText, error }: SaveFeedbackProps) {
  if (!saved && !error) return null;
  return (
    <Stack gap={3}>
      {saved && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{savedText}</Alert.Title>
        </Alert.Root>
      )}
      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
