import { groundCoffee, includedBeans, membership, subscription, tastingPack } from './fixtures';
import { groupSubscriptions } from './subscription-groups';

describe('groupSubscriptions', () => {
  it('nests the included products under their membership, then packs, then the rest', () => {
    const orphan = subscription({ uuid: 'sin-membresia', parentUuid: 'otra-membresia' });
    const groups = groupSubscriptions([
      groundCoffee,
      tastingPack,
      includedBeans,
      membership,
      orphan,
    ]);
    expect(groups.memberships).toEqual([{ membership, included: [includedBeans] }]);
    expect(groups.packs).toEqual([tastingPack]);
    // A product outside every membership the client has is listed, not hidden.
    expect(groups.recurring).toEqual([groundCoffee, orphan]);
  });

  it('has nothing to group for a client without subscriptions', () => {
    expect(groupSubscriptions([])).toEqual({ memberships: [], packs: [], recurring: [] });
  });
});
