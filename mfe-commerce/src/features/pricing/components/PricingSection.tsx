import { useId, type ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@platform/shared';

/** A section of the pricing page: its centred h2 and the line under it, then its content. */
export function PricingSection({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId}>
      <Stack gap={3} mb={{ base: 6, md: 8 }} textAlign="center" align="center">
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }} id={titleId}>
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" maxW="2xl">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Box>
  );
}
