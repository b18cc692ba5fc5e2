import {
  Box,
  Code,
  Heading,
  HStack,
  IconButton,
  Stack,
  Table,
  Text,
  toaster,
} from '@platform/shared';
import { Copy } from 'lucide-react';
import type { DomainSettings } from '../api/get-domain';
import { domainMessages } from '../messages';

const copy = domainMessages.instructions;

async function copyToClipboard(value: string) {
  try {
    await navigator.clipboard.writeText(value);
    toaster.create({ title: copy.copied, type: 'success' });
  } catch {
    toaster.create({ title: copy.copyFailed, type: 'error' });
  }
}

/**
 * The DNS instructions of spec 3 §9: a CNAME for www pointing to the alias subdomain, and an A
 * record at the root with the platform's fixed address. Each value can be copied.
 */
export function DnsInstructions({ records }: { records: DomainSettings['dnsRecords'] }) {
  return (
    <Stack gap={3} as="section" aria-labelledby="dns-instructions-title">
      <Heading as="h3" size="sm" id="dns-instructions-title">
        {copy.title}
      </Heading>
      <Text fontSize="sm">{copy.intro}</Text>
      <Box overflowX="auto">
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{copy.type}</Table.ColumnHeader>
              <Table.ColumnHeader>{copy.name}</Table.ColumnHeader>
              <Table.ColumnHeader>{copy.value}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {records.map((record) => (
              <Table.Row key={record.type}>
                <Table.Cell fontWeight="semibold">{record.type}</Table.Cell>
                <Table.Cell>
                  <Code>{record.name}</Code>
                  {record.name === '@' && (
                    <Text as="span" fontSize="xs" color="fg.muted" ms={2}>
                      {copy.rootName}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap={2}>
                    <Code wordBreak="break-all">{record.value}</Code>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={copy.copy(record.value)}
                      onClick={() => void copyToClipboard(record.value)}
                    >
                      <Copy aria-hidden />
                    </IconButton>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {copy.cnameNote} {copy.aNote}
      </Text>
    </Stack>
  );
}
