import { formatCLP, formatDateTime, SimpleGrid, Stat, Text } from '@platform/shared';
import { statementMessages } from '../messages';
import type { StatementTotals as Totals } from '../statement-rows';

const copy = statementMessages.totals;

/** The credits and debits of the movements shown, and the balance after the newest of them. */
export function StatementTotals({ totals }: { totals: Totals }) {
  return (
    <SimpleGrid as="section" aria-label={copy.title} columns={{ base: 1, sm: 3 }} gap={3}>
      <Stat.Root borderWidth="1px" rounded="md" px={4} py={3}>
        <Stat.Label>{copy.credits}</Stat.Label>
        <Stat.ValueText color="fg.success">{formatCLP(totals.credits)}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root borderWidth="1px" rounded="md" px={4} py={3}>
        <Stat.Label>{copy.debits}</Stat.Label>
        <Stat.ValueText color="fg.error">{formatCLP(totals.debits)}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root borderWidth="1px" rounded="md" px={4} py={3}>
        <Stat.Label>{copy.balance}</Stat.Label>
        <Stat.ValueText>
          {totals.balance === null ? copy.noBalance : formatCLP(totals.balance)}
        </Stat.ValueText>
        {totals.balanceAt && (
          // A second <dd> of the same term: Stat.HelpText is a <span>, which a <dl> may not hold.
          <Text as="dd" fontSize="xs" color="fg.muted">
            {copy.balanceAt(formatDateTime(totals.balanceAt))}
          </Text>
        )}
      </Stat.Root>
    </SimpleGrid>
  );
}
