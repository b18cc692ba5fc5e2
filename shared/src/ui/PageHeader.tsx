import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links shown at the right (below on narrow screens). */
  actions?: ReactNode;
}

/** The heading of every page: one h1, an optional subtitle and the page's main actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Flex
      as="header"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'flex-end' }}
      justify="space-between"
      gap={4}
      mb={6}
    >
      <Stack gap={1}>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {actions && (
        <HStack gap={2} wrap="wrap">
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
