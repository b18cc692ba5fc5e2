import { Link, RouterLink, Stack, Text, useQuery, VisuallyHidden } from '@platform/shared';
import { formatRut } from '@platform/shared/validation';
import { User } from 'lucide-react';
import { orderClientQuery } from '../api/get-order-client';
import { orderDetailMessages } from '../messages';
import { DetailCard } from './DetailCard';
import { Details } from './Details';
import { QueryContent } from './QueryContent';

const copy = orderDetailMessages.client;

/** Who placed the order, with a link to their detail (spec 3 §2). */
export function ClientPanel({ orderId }: { orderId: string }) {
  const query = useQuery(orderClientQuery(orderId));
  return (
    <DetailCard title={copy.title} icon={<User />}>
      <QueryContent
        query={query}
        loadingLabel={copy.loading}
        errorTitle={orderDetailMessages.errors.client}
      >
        {(data) => {
          const client = data?.client;
          if (!client) return <Text color="fg.muted">{orderDetailMessages.fallbacks.client}</Text>;
          return (
            <Stack gap={3}>
              <Text fontWeight="semibold">{client.name}</Text>
              <Details
                stacked
                rows={[
                  [
                    copy.email,
                    <Link
                      key="email"
                      href={`mailto:${client.email}`}
                      color="colorPalette.fg"
                      display="inline"
                      overflowWrap="anywhere"
                    >
                      {client.email}
                    </Link>,
                  ],
                  [
                    copy.phone,
                    client.phone && (
                      <Link key="phone" href={`tel:${client.phone}`} color="colorPalette.fg">
                        {client.phone}
                      </Link>
                    ),
                  ],
                  [copy.rut, client.rut && formatRut(client.rut)],
                ]}
              />
              <Link asChild fontWeight="medium" color="colorPalette.fg" alignSelf="flex-start">
                <RouterLink to={`/clients/${encodeURIComponent(client.id)}`}>
                  {copy.view}
                  <VisuallyHidden> {client.name}</VisuallyHidden>
                </RouterLink>
              </Link>
            </Stack>
          );
        }}
      </QueryContent>
    </DetailCard>
  );
}
