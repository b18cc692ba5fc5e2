import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { SubscriptionItem } from '@platform/api/contracts';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  formatCLP,
  formatDate,
  Heading,
  HStack,
  Stack,
  StatusBadge,
  Text,
  useQuery,
  VisuallyHidden,
} from '@platform/shared';
import { Boxes, Crown, Package, Repeat, Truck } from 'lucide-react';
import { clientSubscriptionsQuery } from '../api/list-client-subscriptions';
import { clientDetailMessages } from '../messages';
import { groupSubscriptions } from '../subscription-groups';
import { TabQuery } from './TabQuery';

// The address dialog and its overlay code load on the first 'Requiere despacho'.
const ShippingAddressDialog = lazy(() => import('./ShippingAddressDialog'));

const copy = clientDetailMessages.subscriptions;

/** A date fact of a subscription: 'Desde 10-01-2026'. */
function DateFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text fontSize="sm">
      <Text as="span" color="fg.muted">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** One subscription: what, since when, the next charge, its status, price, units and shipping. */
function SubscriptionRow({
  item,
  onShowAddress,
}: {
  item: SubscriptionItem;
  onShowAddress: (item: SubscriptionItem) => void;
}) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      gap={3}
    >
      <Stack gap={1} minW={0}>
        <HStack gap={2} wrap="wrap">
          <Text fontWeight="semibold">{item.name}</Text>
          <StatusBadge kind="subscription" status={item.status} size="sm" />
          {item.quantity > 1 && (
            <Badge variant="outline" size="sm">
              {copy.quantity(item.quantity)}
            </Badge>
          )}
        </HStack>
        <HStack gap={4} wrap="wrap">
          <DateFact label={copy.since}>{formatDate(item.startDate)}</DateFact>
          <DateFact label={copy.nextBilling}>
            {item.nextBillingDate ? (
              formatDate(item.nextBillingDate)
            ) : (
              <Text as="span" color="fg.muted">
                {copy.noNextBilling}
              </Text>
            )}
          </DateFact>
        </HStack>
        {!item.shippingAddressId && (
          <Text fontSize="sm" color="fg.muted">
            {copy.noShipping}
          </Text>
        )}
      </Stack>
      <HStack gap={3} justify={{ base: 'space-between', md: 'flex-end' }} flexShrink={0}>
        <Text fontWeight="semibold" whiteSpace="nowrap">
          <VisuallyHidden>{copy.price}: </VisuallyHidden>
          {formatCLP(item.price)}
        </Text>
        {item.shippingAddressId && (
          <Button size="sm" variant="outline" onClick={() => onShowAddress(item)}>
            <Truck aria-hidden />
            {copy.requiresShipping}
            <VisuallyHidden>{copy.shippingOf(item.name)}</VisuallyHidden>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/** A group of the tab: a heading with its icon, then its subscriptions as a list. */
function Group({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId} gap={3}>
      <HStack gap={2} color="fg.muted">
        <Box aria-hidden display="inline-flex" css={{ '& svg': { boxSize: 4 } }}>
          {icon}
        </Box>
        <Heading as="h3" size="sm" id={titleId} color="fg">
          {title}
        </Heading>
      </HStack>
      <Stack as="ul" aria-labelledby={titleId} gap={3} m={0} p={0} listStyleType="none">
        {children}
      </Stack>
    </Stack>
  );
}

function SubscriptionGroups({ items }: { items: SubscriptionItem[] }) {
  const [shown, setShown] = useState<SubscriptionItem | null>(null);
  const { memberships, packs, recurring } = groupSubscriptions(items);
  const row = (item: SubscriptionItem) => <SubscriptionRow item={item} onShowAddress={setShown} />;

  return (
    <Stack gap={8}>
      {memberships.length > 0 && (
        <Group icon={<Crown />} title={copy.memberships}>
          {memberships.map(({ membership, included }) => (
            <Box as="li" key={membership.uuid} borderWidth="1px" rounded="md" p={4}>
              <Stack gap={4}>
                {row(membership)}
                {included.length > 0 && (
                  <Stack
                    gap={2}
                    ps={{ base: 3, md: 6 }}
                    borderStartWidth="2px"
                    borderColor="border.emphasized"
                  >
                    <Text
                      fontSize="xs"
                      fontWeight="semibold"
                      color="fg.muted"
                      textTransform="uppercase"
                    >
                      {copy.included}
                    </Text>
                    <Stack
                      as="ul"
                      aria-label={`${copy.included}: ${membership.name}`}
                      gap={3}
                      m={0}
                      p={0}
                      listStyleType="none"
                    >
                      {included.map((item) => (
                        <Box as="li" key={item.uuid} bg="bg.subtle" rounded="md" p={3}>
                          {row(item)}
                        </Box>
                      ))}
                    </Stack>
                  </Stack>
                )}
              </Stack>
            </Box>
          ))}
        </Group>
      )}
      {packs.length > 0 && (
        <Group icon={<Boxes />} title={copy.packs}>
          {packs.map((item) => (
            <Box as="li" key={item.uuid} borderWidth="1px" rounded="md" p={4}>
              {row(item)}
            </Box>
          ))}
        </Group>
      )}
      {recurring.length > 0 && (
        <Group icon={<Repeat />} title={copy.recurring}>
          {recurring.map((item) => (
            <Box as="li" key={item.uuid} borderWidth="1px" rounded="md" p={4}>
              {row(item)}
            </Box>
          ))}
        </Group>
      )}
      {shown && (
        <Suspense fallback={null}>
          <ShippingAddressDialog subscription={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** The Suscripciones tab (spec 3 §2): memberships with their products, packs, recurring products. */
export function ClientSubscriptionsTab({ clientId }: { clientId: string }) {
  const subscriptions = useQuery(clientSubscriptionsQuery(clientId));
  return (
    <TabQuery query={subscriptions} loading={copy.loading} error={copy.loadError}>
      {({ subscriptions: items }) =>
        items.length === 0 ? (
          <EmptyState icon={<Package />} title={copy.empty} description={copy.emptyHint} as="h3" />
        ) : (
          <SubscriptionGroups items={items} />
        )
      }
    </TabQuery>
  );
}
