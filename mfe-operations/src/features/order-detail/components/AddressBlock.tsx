import type { Address } from '@platform/api/contracts';
import { Box, Text } from '@platform/shared';
import { orderDetailMessages } from '../messages';

const copy = orderDetailMessages.address;

/** An address as it is written on an envelope (spec 3 §3 "Address"). */
export function AddressBlock({ address }: { address: Address }) {
  const street = [address.street, address.apartment].filter(Boolean).join(', ');
  return (
    <Box as="address" fontStyle="normal" fontSize="sm" lineHeight="tall">
      <Text fontWeight="medium">{address.fullName}</Text>
      <Text>{street}</Text>
      <Text>{[address.city, address.state].filter(Boolean).join(', ')}</Text>
      {address.phone && <Text color="fg.muted">{copy.phone(address.phone)}</Text>}
      {address.additionalInfo && <Text color="fg.muted">{address.additionalInfo}</Text>}
    </Box>
  );
}
