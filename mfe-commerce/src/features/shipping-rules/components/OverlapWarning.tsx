import { Alert, List } from '@platform/shared';
import type { CommuneOverlap } from '../rule-checks';
import { shippingRulesMessages } from '../messages';

const copy = shippingRulesMessages.overlap;

/** Communes listed one by one before the rest is summed up. */
const LISTED = 8;

/**
 * Spec 2 §4 "Overlap": the chosen communes another active rule already covers, with that rule's
 * price. It never blocks the save (the client pays the cheapest rule, §5).
 */
export function OverlapWarning({ overlaps }: { overlaps: readonly CommuneOverlap[] }) {
  if (overlaps.length === 0) return null;
  const rest = overlaps.length - LISTED;
  return (
    <Alert.Root status="warning" alignItems="flex-start" role="status">
      <Alert.Indicator />
      <Alert.Content gap={1}>
        <Alert.Title>{copy.title}</Alert.Title>
        <Alert.Description>
          {copy.description}
          <List.Root mt={2} ps={4} gap={0.5}>
            {overlaps.slice(0, LISTED).map(({ commune, prices }) => (
              <List.Item key={commune}>{copy.item(commune, prices)}</List.Item>
            ))}
            {rest > 0 && <List.Item>{copy.more(rest)}</List.Item>}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
