import { Badge, HStack, Stack, Text } from '@platform/shared';
import { CheckCircle2, Clock } from 'lucide-react';
import { domainMessages } from '../messages';

const copy = domainMessages.status;

function StatusLine({ label, done, doneText }: { label: string; done: boolean; doneText: string }) {
  return (
    <HStack gap={3} justify="space-between" flexWrap="wrap">
      <Text fontSize="sm">{label}</Text>
      <Badge colorPalette={done ? 'green' : 'orange'} variant="subtle" size="md">
        {done ? <CheckCircle2 size={14} aria-hidden /> : <Clock size={14} aria-hidden />}
        {done ? doneText : copy.pending}
      </Badge>
    </HStack>
  );
}

/** DNS verification and SSL status (spec 3 §4: pending → verified, pending → active). */
export function DomainStatus({
  dnsVerified,
  sslActive,
}: {
  dnsVerified: boolean;
  sslActive: boolean;
}) {
  return (
    <Stack gap={2} borderWidth="1px" borderRadius="md" p={3}>
      <StatusLine label={copy.dns} done={dnsVerified} doneText={copy.dnsVerified} />
      <StatusLine label={copy.ssl} done={sslActive} doneText={copy.sslActive} />
    </Stack>
  );
}
