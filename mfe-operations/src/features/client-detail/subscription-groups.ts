import type { SubscriptionItem } from '@platform/api/contracts';

export interface MembershipGroup {
  membership: SubscriptionItem;
  /** The products the membership includes (their `parentUuid` is the membership's). */
  included: SubscriptionItem[];
}

export interface SubscriptionGroups {
  memberships: MembershipGroup[];
  packs: SubscriptionItem[];
  /** Products outside any membership: the 'Productos Recurrentes' list. */
  recurring: SubscriptionItem[];
}

/**
 * The Suscripciones tab's groups (spec 3 §2): memberships with their products nested, then packs,
 * then the recurring products. The spec shows 'Productos Recurrentes' only when there is no
 * membership, because there every product of a client with a membership was one it included;
 * the api says which membership a product belongs to (`parentUuid`), so a product outside every
 * membership is listed there rather than hidden. The api's order is kept within each group.
 */
export function groupSubscriptions(items: readonly SubscriptionItem[]): SubscriptionGroups {
  const memberships = items
    .filter((item) => item.type === 'store_client_plan')
    .map((membership) => ({ membership, included: [] as SubscriptionItem[] }));
  const byUuid = new Map(memberships.map((group) => [group.membership.uuid, group]));
  const packs: SubscriptionItem[] = [];
  const recurring: SubscriptionItem[] = [];
  for (const item of items) {
    if (item.type === 'pack') packs.push(item);
    else if (item.type === 'product') {
      const group = item.parentUuid ? byUuid.get(item.parentUuid) : undefined;
      if (group) group.included.push(item);
      else recurring.push(item);
    }
  }
  return { memberships, packs, recurring };
}
