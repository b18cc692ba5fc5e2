import { useId, type ReactNode } from 'react';
import type { Address } from '@platform/api/contracts';
import {
  Badge,
  Box,
  formatDate,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  useQuery,
} from '@platform/shared';
import { MapPin, Receipt, Truck } from 'lucide-react';
import { formatClientPhone } from '../../clients';
import { clientAddressesQuery } from '../api/list-client-addresses';
import { clientDetailMessages } from '../messages';
import { TabQuery } from './TabQuery';

const copy = clientDetailMessages.addresses;

/** One address, as a card: who receives it, where, the phone, the notes and when it was added. */
function AddressCard({ address }: { address: Address }) {
  const place = [address.city, address.state].filter(Boolean).join(', ');
  return (
    <Box
      as="li"
      borderWidth="1px"
      rounded="md"
      p={4}
      borderColor={address.isDefault ? 'border.emphasized' : undefined}
    >
      <Stack gap={2}>
        <HStack justify="space-between" align="flex-start" gap={2}>
          <Text fontWeight="semibold">{address.fullName}</Text>
          {address.isDefault && (
            <Badge colorPalette="brand" variant="subtle" size="sm">
              {copy.default}
            </Badge>
          )}
        </HStack>
        <HStack gap={2} align="flex-start">
          <Box aria-hidden color="fg.subtle" pt={1} display="inline-flex">
            <MapPin size={14} />
          </Box>
          <Stack gap={0} fontSize="sm">
            <Text>
              {address.street}
              {address.apartment ? `, ${address.apartment}` : ''}
            </Text>
            <Text>{place}</Text>
          </Stack>
        </HStack>
        {address.phone && (
          <Text fontSize="sm">
            <Text as="span" color="fg.muted">
              {copy.phone}:
            </Text>{' '}
            {formatClientPhone(address.phone)}
          </Text>
        )}
        {address.additionalInfo && (
          <Text fontSize="sm">
            <Text as="span" color="fg.muted">
              {copy.additionalInfo}:
            </Text>{' '}
            {address.additionalInfo}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          {copy.addedOn} {formatDate(address.createdAt)}
        </Text>
      </Stack>
    </Box>
  );
}

/** A column of addresses of one type, the default first. */
function AddressColumn({
  icon,
  title,
  empty,
  addresses,
}: {
  icon: ReactNode;
  title: string;
  empty: string;
  addresses: Address[];
}) {
  const titleId = useId();
  const sorted = [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return (
    <Stack as="section" aria-labelledby={titleId} gap={3}>
      <HStack gap={2}>
        <Box aria-hidden color="fg.muted" display="inline-flex" css={{ '& svg': { boxSize: 4 } }}>
          {icon}
        </Box>
        <Heading as="h3" size="sm" id={titleId}>
          {title}
        </Heading>
      </HStack>
      {sorted.length === 0 ? (
        <Text
          color="fg.muted"
          fontSize="sm"
          borderWidth="1px"
          borderStyle="dashed"
          rounded="md"
          p={4}
        >
          {empty}
        </Text>
      ) : (
        <Stack as="ul" aria-labelledby={titleId} gap={3} m={0} p={0} listStyleType="none">
          {sorted.map((address) => (
            <AddressCard key={address.uuid} address={address} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * The Direcciones tab (spec 3 §2): shipping and billing side by side. Read-only, the spec's
 * default: the add, edit, delete and set-default controls of its editable mode (which would only
 * change the local view) are not offered.
 */
export function ClientAddressesTab({ clientId }: { clientId: string }) {
  const addresses = useQuery(clientAddressesQuery(clientId));
  return (
    <TabQuery query={addresses} loading={copy.loading} error={copy.loadError}>
      {({ addresses: list }) => (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
          <AddressColumn
            icon={<Truck />}
            title={copy.shipping}
            empty={copy.noShipping}
            addresses={list.filter(({ type }) => type === 'shipping')}
          />
          <AddressColumn
            icon={<Receipt />}
            title={copy.billing}
            empty={copy.noBilling}
            addresses={list.filter(({ type }) => type === 'billing')}
          />
        </SimpleGrid>
      )}
    </TabQuery>
  );
}
