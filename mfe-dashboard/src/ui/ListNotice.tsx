import type { ReactNode } from 'react';
import { Box, Text, VStack } from '@platform/shared';

/** A list's empty or error state inside a card: an icon and one line of the spec's text. */
export function ListNotice({
  icon,
  text,
  tone = 'muted',
}: {
  icon: ReactNode;
  text: string;
  tone?: 'muted' | 'error';
}) {
  return (
    <VStack
      gap={2}
      py={6}
      textAlign="center"
      color={tone === 'error' ? 'fg.error' : 'fg.muted'}
      role={tone === 'error' ? 'alert' : undefined}
    >
      <Box aria-hidden css={{ '& svg': { width: '6', height: '6' } }}>
        {icon}
      </Box>
      <Text fontSize="sm">{text}</Text>
    </VStack>
  );
}
