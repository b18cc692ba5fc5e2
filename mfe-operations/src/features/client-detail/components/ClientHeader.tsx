import { useId, type ReactNode } from 'react';
import type { Client } from '@platform/api/contracts';
import {
  Box,
  Card,
  Flex,
  formatCLP,
  formatDate,
  formatNumber,
  Grid,
  Heading,
  HStack,
  Link,
  Stack,
  Stat,
  StatusBadge,
  Text,
} from '@platform/shared';
import { formatRut } from '@platform/shared/validation';
import { CalendarDays, IdCard, Mail, Phone } from 'lucide-react';
import { ClientAvatar, formatClientPhone } from '../../clients';
import { clientDetailMessages } from '../messages';

const copy = clientDetailMessages.header;

/** One fact of the client in the header's list: its name with an icon, then its value. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box minW={0}>
      <HStack as="dt" gap={1.5} fontSize="xs" color="fg.muted">
        <Box as="span" aria-hidden display="inline-flex" css={{ '& svg': { boxSize: 3.5 } }}>
          {icon}
        </Box>
        {label}
      </HStack>
      <Text as="dd" m={0} mt={0.5} truncate>
        {children}
      </Text>
    </Box>
  );
}

/**
 * Who the client is (spec 3 §2): picture or icon, name, status, contact, RUT, 'Cliente desde',
 * and what they have bought. The page's h1 is the client's name.
 */
export function ClientHeader({ client }: { client: Client }) {
  const phone = formatClientPhone(client.phone);
  const rut = client.rut ? formatRut(client.rut) : '';
  const nameId = useId();
  return (
    <Card.Root as="section" aria-labelledby={nameId} data-tour="client-header">
      <Card.Body gap={6}>
        <Flex direction={{ base: 'column', md: 'row' }} gap={6} justify="space-between">
          <HStack gap={4} align="center" minW={0}>
            <ClientAvatar client={client} size="2xl" />
            <Stack gap={1} minW={0}>
              <HStack gap={3} wrap="wrap">
                <Heading as="h1" id={nameId} size={{ base: 'xl', md: '2xl' }}>
                  {client.name}
                </Heading>
                <StatusBadge kind="client" status={client.status} />
              </HStack>
              <HStack color="fg.muted" fontSize="sm" gap={1.5}>
                <CalendarDays size={14} aria-hidden />
                <Text>
                  {copy.since} {formatDate(client.createdAt)}
                </Text>
              </HStack>
            </Stack>
          </HStack>

          <Grid
            as="section"
            aria-label={copy.summary}
            templateColumns="repeat(2, minmax(0, 1fr))"
            gap={3}
            minW={{ md: '72' }}
          >
            <Stat.Root borderWidth="1px" rounded="md" px={4} py={3}>
              <Stat.Label>{copy.totalOrders}</Stat.Label>
              <Stat.ValueText>{formatNumber(client.totalOrders)}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root borderWidth="1px" rounded="md" px={4} py={3}>
              <Stat.Label>{copy.totalSpent}</Stat.Label>
              <Stat.ValueText>{formatCLP(client.totalSpent)}</Stat.ValueText>
            </Stat.Root>
          </Grid>
        </Flex>

        <Grid
          as="dl"
          templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }}
          gap={4}
          m={0}
          pt={4}
          borderTopWidth="1px"
        >
          <Fact icon={<Mail />} label={copy.email}>
            <Link href={`mailto:${client.email}`} color="fg" variant="underline">
              {client.email}
            </Link>
          </Fact>
          <Fact icon={<Phone />} label={copy.phone}>
            {phone ? (
              <Link
                href={`tel:${client.phone?.replace(/\s+/g, '')}`}
                color="fg"
                variant="underline"
              >
                {phone}
              </Link>
            ) : (
              <Text as="span" color="fg.muted">
                {copy.noPhone}
              </Text>
            )}
          </Fact>
          <Fact icon={<IdCard />} label={copy.rut}>
            {rut || (
              <Text as="span" color="fg.muted">
                {copy.noRut}
              </Text>
            )}
          </Fact>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
