import type { ReactNode } from 'react';
import { Card, Heading, Stack, Text } from '@platform/shared';

interface FormSectionProps {
  title: string;
  help?: string;
  children: ReactNode;
}

/** A titled card grouping related fields of a business form. */
export function FormSection({ title, help, children }: FormSectionProps) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body>
        <Stack gap={4}>
          <Stack gap={1}>
            <Heading as="h2" size="md">
              {title}
            </Heading>
            {help && (
              <Text fontSize="sm" color="fg.muted">
                {help}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
