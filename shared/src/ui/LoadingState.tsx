import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

export interface LoadingStateProps {
  /** Read by screen readers, and shown when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  minH?: string;
}

/** A centred spinner while something loads. */
export function LoadingState({
  label = 'Cargando...',
  showLabel = false,
  minH = '40',
}: LoadingStateProps) {
  return (
    <Center role="status" aria-label={label} aria-live="polite" minH={minH} py={8}>
      <VStack gap={3}>
        <Spinner size="lg" color="colorPalette.solid" borderWidth="3px" aria-hidden />
        {showLabel && <Text color="fg.muted">{label}</Text>}
      </VStack>
    </Center>
  );
}
