import { useState, type ReactNode } from 'react';
import type { SubscriptionItem } from '@platform/api/contracts';
import {
  Box,
  Button,
  chakra,
  Grid,
  Link,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@platform/shared';
import { Dialog } from '@platform/shared/overlays';
import { ExternalLink } from 'lucide-react';
import { formatClientPhone } from '../../clients';
import { mapsEmbedUrl, mapsQuery, mapsSearchUrl } from '../maps';
import { clientDetailMessages } from '../messages';

const copy = clientDetailMessages.shippingDialog;
const MapFrame = chakra('iframe');

/** A field of the address; `wide` spans both columns. */
function AddressField({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Box gridColumn={wide ? { sm: 'span 2' } : undefined}>
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" m={0}>
        {children}
      </Text>
    </Box>
  );
}

export interface ShippingAddressDialogProps {
  subscription: Pick<SubscriptionItem, 'name' | 'shippingAddress'>;
  /** Called once the dialog has closed: unmount it then. */
  onClose: () => void;
}

/**
 * Where a subscription is shipped (spec 3 §2): the address's fields, a map and a link to search
 * it on Google Maps. The map is lazy: its frame loads only as it comes into view.
 */
export default function ShippingAddressDialog({
  subscription,
  onClose,
}: ShippingAddressDialogProps) {
  const [open, setOpen] = useState(true);
  const address = subscription.shippingAddress;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && setOpen(false)}
      onExitComplete={onClose}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={{ base: 4, sm: 0 }}>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap={1}>
              <Dialog.Title>{copy.title}</Dialog.Title>
              <Dialog.Description color="fg.muted" fontSize="sm">
                {copy.subtitle(subscription.name)}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              {address ? (
                <Stack gap={5}>
                  <Grid
                    as="dl"
                    templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }}
                    gap={4}
                    m={0}
                  >
                    <AddressField label={copy.fullName}>{address.fullName}</AddressField>
                    {address.phone && (
                      <AddressField label={copy.phone}>
                        {formatClientPhone(address.phone)}
                      </AddressField>
                    )}
                    <AddressField label={copy.street}>{address.street}</AddressField>
                    {address.apartment && (
                      <AddressField label={copy.apartment}>{address.apartment}</AddressField>
                    )}
                    <AddressField label={copy.city}>{address.city}</AddressField>
                    <AddressField label={copy.state}>{address.state}</AddressField>
                    {address.additionalInfo && (
                      <AddressField label={copy.additionalInfo} wide>
                        {address.additionalInfo}
                      </AddressField>
                    )}
                  </Grid>
                  <MapFrame
                    title={copy.mapTitle(mapsQuery(address))}
                    src={mapsEmbedUrl(address)}
                    loading="lazy"
                    referrerPolicy="no-referrer-when-downgrade"
                    w="full"
                    h="64"
                    border="0"
                    rounded="md"
                    bg="bg.muted"
                  />
                  <Link
                    href={mapsSearchUrl(address)}
                    target="_blank"
                    rel="noopener noreferrer"
                    alignSelf="flex-start"
                    color="fg"
                    variant="underline"
                  >
                    {copy.openMaps}
                    <ExternalLink size={14} aria-hidden />
                    <VisuallyHidden> {copy.newTab}</VisuallyHidden>
                  </Link>
                </Stack>
              ) : (
                <Text color="fg.muted">{copy.missing}</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => setOpen(false)}>
                {copy.close}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
