import type { OrderShipment } from '@platform/api/contracts';
import {
  Badge,
  formatDate,
  formatDateTime,
  Heading,
  Link,
  Stack,
  Text,
  useQuery,
  VisuallyHidden,
} from '@platform/shared';
import { CARRIERS, trackingLink, type Carrier } from '@platform/shared/constants';
import { ExternalLink, Truck } from 'lucide-react';
import { orderShippingQuery } from '../api/get-order-shipping';
import { orderDetailMessages } from '../messages';
import { AddressBlock } from './AddressBlock';
import { DetailCard } from './DetailCard';
import { Details } from './Details';
import { QueryContent } from './QueryContent';

const copy = orderDetailMessages.shipping;

function carrierLabel(carrier: string): string {
  return Object.hasOwn(CARRIERS, carrier) ? CARRIERS[carrier as Carrier].label : carrier;
}

function ShipmentDetails({ shipment }: { shipment: OrderShipment }) {
  const [from, to] = shipment.estimatedDeliveryRange;
  // Spec 3 §9: no tracking link for the carrier 'other'.
  const link = Object.hasOwn(CARRIERS, shipment.carrier)
    ? trackingLink(shipment.carrier, shipment.trackingNumber)
    : null;
  return (
    <Details
      stacked
      rows={[
        [
          copy.status,
          <Badge key="status" colorPalette={shipment.status === 'delivered' ? 'green' : 'purple'}>
            {copy.statuses[shipment.status]}
          </Badge>,
        ],
        [copy.carrier, carrierLabel(shipment.carrier)],
        [
          copy.trackingNumber,
          <Stack key="tracking" gap={0.5}>
            <Text>{shipment.trackingNumber}</Text>
            {link && (
              <Link
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                color="colorPalette.fg"
                fontWeight="medium"
              >
                {copy.track} <ExternalLink size={14} aria-hidden />
                <VisuallyHidden>{orderDetailMessages.status.newTab}</VisuallyHidden>
              </Link>
            )}
          </Stack>,
        ],
        [
          copy.estimated,
          from && to ? copy.range(formatDate(from), formatDate(to)) : formatDate(from ?? to),
        ],
        [copy.shippedAt, shipment.shippedAt && formatDateTime(shipment.shippedAt)],
        [copy.notes, shipment.notes],
        [copy.message, shipment.message],
      ]}
    />
  );
}

/**
 * The order's shipping (spec 3 §2 "Shipping card"): its address, and the shipment's details once
 * it is shipped or delivered. Shown only for an order that requires shipping.
 */
export function ShippingPanel({ orderId }: { orderId: string }) {
  const query = useQuery(orderShippingQuery(orderId));
  return (
    <DetailCard title={copy.title} icon={<Truck />}>
      <QueryContent
        query={query}
        loadingLabel={copy.loading}
        errorTitle={orderDetailMessages.errors.shipping}
      >
        {(data) => {
          if (!data || (!data.address && !data.shipping)) {
            return <Text color="fg.muted">{orderDetailMessages.fallbacks.shipping}</Text>;
          }
          const shipped =
            data.shipping?.status === 'shipped' || data.shipping?.status === 'delivered';
          return (
            <Stack gap={4}>
              <Stack gap={1.5}>
                <Heading as="h3" size="xs" color="fg.muted">
                  {copy.address}
                </Heading>
                {data.address ? (
                  <AddressBlock address={data.address} />
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    {copy.noAddress}
                  </Text>
                )}
              </Stack>
              {shipped && data.shipping ? (
                <ShipmentDetails shipment={data.shipping} />
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {copy.notShipped}
                </Text>
              )}
            </Stack>
          );
        }}
      </QueryContent>
    </DetailCard>
  );
}
