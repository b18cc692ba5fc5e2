import { useId, type ReactNode } from 'react';
import { Box, Card, Flex, Heading, HStack } from '@platform/shared';

interface DetailCardProps {
  title: string;
  /** A lucide icon shown before the title. */
  icon?: ReactNode;
  /** A button or link at the right of the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the order detail: a `region` named by its h2, so each block is a landmark. */
export function DetailCard({ title, icon, action, children }: DetailCardProps) {
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline" size="sm">
      <Card.Header pb={3} borderBottomWidth="1px">
        <Flex justify="space-between" align="center" gap={3} wrap="wrap">
          <HStack gap={2}>
            {icon && (
              <Box aria-hidden color="fg.muted" css={{ '& svg': { width: '4.5', height: '4.5' } }}>
                {icon}
              </Box>
            )}
            <Heading as="h2" size="md" id={titleId}>
              {title}
            </Heading>
          </HStack>
          {action}
        </Flex>
      </Card.Header>
      <Card.Body pt={4}>{children}</Card.Body>
    </Card.Root>
  );
}
