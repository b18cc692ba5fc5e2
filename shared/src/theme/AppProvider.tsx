import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';

/**
 * The Chakra provider with the platform's system. The shell mounts it once around everything;
 * a remote mounts it only when it runs standalone (`StandaloneApp` does it).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
