import { useId, type ReactNode } from 'react';
import { Card, Flex, Heading } from '@platform/shared';

interface SectionCardProps {
  title: string;
  /** A link or button at the right of the title ('Ver todos'). */
  action?: ReactNode;
  /** The tour step that points at this card (`data-tour`). */
  tourTarget?: string;
  children: ReactNode;
}

/** A dashboard card: a `region` named by its h2, so each block is a landmark of the page. */
export function SectionCard({ title, action, tourTarget, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card.Root as="section" aria-labelledby={titleId} data-tour={tourTarget} height="100%">
      <Card.Header pb={2}>
        <Flex justify="space-between" align="center" gap={3} wrap="wrap">
          <Heading as="h2" size="md" id={titleId}>
            {title}
          </Heading>
          {action}
        </Flex>
      </Card.Header>
      <Card.Body pt={2}>{children}</Card.Body>
    </Card.Root>
  );
}
