import { Box, Heading, HStack, Stack, StatusBadge, Text, formatDateTime } from '@platform/shared';
import { CreditCard, Database, Globe, Server } from 'lucide-react';
import type { SystemComponent } from '../api/get-system-status';
import { statusMessages } from '../messages';

const ICONS = { Server, Database, CreditCard, Globe } as const;
const copy = statusMessages.components;

/** Every component with its live state; a failing one says why. */
export function ComponentList({ components }: { components: SystemComponent[] }) {
  return (
    <Box as="section" aria-labelledby="components-title">
      <Heading as="h2" size="lg" mb={3} id="components-title">
        {copy.title}
      </Heading>
      <Box as="ul" borderWidth="1px" borderRadius="lg" bg="bg" listStyleType="none">
        {components.map((component, index) => {
          const Icon = ICONS[component.icon] ?? Server;
          return (
            <Box
              as="li"
              key={component.id}
              aria-label={component.name}
              data-component={component.id}
              px={{ base: 4, md: 5 }}
              py={4}
              borderTopWidth={index ? '1px' : 0}
            >
              <HStack gap={4} align="flex-start" justify="space-between" wrap="wrap">
                <HStack gap={3} align="flex-start" flex="1" minW="56">
                  <Box color="fg.muted" pt="1" aria-hidden>
                    <Icon size={20} />
                  </Box>
                  <Stack gap={0.5}>
                    <Text fontWeight="semibold">{component.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {component.description}
                    </Text>
                    {component.status !== 'operational' && component.message && (
                      <Text
                        fontSize="sm"
                        color={component.status === 'outage' ? 'fg.error' : 'fg.warning'}
                      >
                        {component.message}
                      </Text>
                    )}
                  </Stack>
                </HStack>
                <Stack
                  gap={1}
                  align={{ base: 'flex-start', sm: 'flex-end' }}
                  ps={{ base: 9, sm: 0 }}
                >
                  <StatusBadge kind="systemComponent" status={component.status} />
                  <Text fontSize="xs" color="fg.muted">
                    <span title={copy.latencyLabel}>{copy.latency(component.latencyMs)}</span> ·{' '}
                    {copy.updated(formatDateTime(component.lastUpdated))}
                  </Text>
                </Stack>
              </HStack>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
