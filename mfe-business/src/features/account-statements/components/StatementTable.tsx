import type { AccountTransaction } from '@platform/api/contracts';
import {
  Badge,
  formatCLP,
  formatDate,
  formatDateTime,
  Link,
  RouterLink,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@platform/shared';
import { statementMessages } from '../messages';

const copy = statementMessages.table;

/** The movements of the page on screen: newest first, amounts in the debit or credit column. */
export function StatementTable({
  transactions,
  labelledBy,
}: {
  transactions: readonly AccountTransaction[];
  labelledBy: string;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-labelledby={labelledBy}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{copy.date}</Table.ColumnHeader>
            <Table.ColumnHeader>{copy.description}</Table.ColumnHeader>
            <Table.ColumnHeader>{copy.reference}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{copy.debit}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{copy.credit}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{copy.balance}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {transactions.map((transaction) => {
            const debit = transaction.movement_type === 'debit';
            return (
              <Table.Row key={transaction.uuid}>
                <Table.Cell>
                  <Stack gap={0.5}>
                    <Text whiteSpace="nowrap">{formatDate(transaction.date)}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatDateTime(transaction.date).slice(-5)}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell minW="64">
                  <Stack gap={1} align="flex-start">
                    <Text>{transaction.description}</Text>
                    <Badge size="sm" variant="subtle" colorPalette="gray">
                      {statementMessages.categories[transaction.category] ??
                        statementMessages.categories.other}
                    </Badge>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  {transaction.reference && (
                    <Link asChild fontSize="sm" color="brand.fg" whiteSpace="nowrap">
                      <RouterLink to={`/orders/${encodeURIComponent(transaction.reference)}`}>
                        {copy.viewOrder}
                        <VisuallyHidden>{copy.orderOf(transaction.description)}</VisuallyHidden>
                      </RouterLink>
                    </Link>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" color="fg.error">
                  {debit ? formatCLP(transaction.amount) : ''}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" color="fg.success">
                  {debit ? '' : formatCLP(transaction.amount)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="medium">
                  {formatCLP(transaction.balance_after)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
