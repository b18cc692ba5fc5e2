import { Badge, HStack, List, Stack, Text } from '@platform/shared';
import type { DomainVerification } from '../api/verify-domain';
import { domainMessages } from '../messages';

const copy = domainMessages.checks;
type Check = DomainVerification['checks'][number];

const PALETTE: Record<Check['status'], string> = {
  ok: 'green',
  missing: 'orange',
  mismatch: 'red',
  unavailable: 'gray',
};

function detail(check: Check): string | null {
  if (check.status === 'ok') return null;
  if (check.status === 'unavailable') return copy.unavailableHelp;
  const expected = copy.expected(check.value);
  return check.found.length ? `${copy.found(check.found.join(', '))}. ${expected}` : expected;
}

/** What the last verification found for each record of the instructions. */
export function DnsCheckResults({ checks }: { checks: Check[] }) {
  return (
    <Stack gap={2} as="section" aria-labelledby="dns-checks-title">
      <Text as="h3" fontWeight="semibold" fontSize="sm" id="dns-checks-title">
        {copy.title}
      </Text>
      <List.Root gap={2} variant="plain">
        {checks.map((check) => {
          const note = detail(check);
          return (
            <List.Item key={check.type} display="block">
              <HStack gap={2} flexWrap="wrap">
                <Text fontSize="sm" fontWeight="medium">
                  {check.type} {check.host}
                </Text>
                <Badge colorPalette={PALETTE[check.status]} variant="subtle">
                  {copy.status[check.status]}
                </Badge>
              </HStack>
              {note && (
                <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                  {note}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
