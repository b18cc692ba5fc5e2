import { Alert, Button } from '@chakra-ui/react';
import { GENERIC_ERROR_MESSAGE } from '../api/api-error';

export interface ErrorBoxProps {
  title?: string;
  /** What went wrong, in Spanish (an `ApiError`'s message fits as is). */
  message?: string;
  /** When given, a 'Reintentar' button calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  /** True while the retry is under way (a query's `isFetching`): the button shows it is busy. */
  retrying?: boolean;
}

/** A failed load or action, with the way to try again. */
export function ErrorBox({
  title = 'Ocurrió un error',
  message = GENERIC_ERROR_MESSAGE,
  onRetry,
  retryLabel = 'Reintentar',
  retrying = false,
}: ErrorBoxProps) {
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap={2}>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        {onRetry && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            alignSelf="flex-start"
            loading={retrying}
            loadingText="Reintentando..."
            onClick={onRetry}
          >
            {retryLabel}
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
