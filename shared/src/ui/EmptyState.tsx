import { Box, Heading, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** A lucide icon element, e.g. `<PackageOpen />`. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link to get out of the empty state. */
  action?: ReactNode;
  /** The title's level: h2 inside a page, h1 when the empty state is the whole page. */
  as?: 'h1' | 'h2' | 'h3';
}

/** What a list shows when there is nothing in it ('No se encontraron productos', …). */
export function EmptyState({ icon, title, description, action, as = 'h2' }: EmptyStateProps) {
  return (
    <VStack gap={3} py={12} px={6} textAlign="center" color="fg.muted">
      {icon && (
        <Box
          aria-hidden
          fontSize="4xl"
          color="fg.subtle"
          css={{ '& svg': { width: '10', height: '10' } }}
        >
          {icon}
        </Box>
      )}
      <Heading as={as} size="md" color="fg">
        {title}
      </Heading>
      {description && <Text maxW="md">{description}</Text>}
      {action && <Box pt={2}>{action}</Box>}
    </VStack>
  );
}
