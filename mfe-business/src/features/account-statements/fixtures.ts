import type { AccountStatement, AccountTransaction } from '@platform/api/contracts';
import { currentMonth, shiftMonth } from '../../lib/months';

/** Last month: whole, so every day of it is in the past whatever day the tests run. */
export const LAST_MONTH = shiftMonth(currentMonth(), -1);
/** 'MM-yyyy', as the api is asked. */
export const LAST_PERIOD = `${LAST_MONTH.slice(5)}-${LAST_MONTH.slice(0, 4)}`;

/** Noon in Santiago (UTC-3 or UTC-4) on a day of last month: that day whatever the season. */
const at = (day: number, time = '12:00') =>
  new Date(`${LAST_MONTH}-${String(day).padStart(2, '0')}T${time}:00-03:00`).toISOString();

let n = 0;
function movement(
  day: number,
  time: string,
  fields: Pick<AccountTransaction, 'movement_type' | 'amount' | 'balance_after' | 'category'> &
    Partial<AccountTransaction>,
): AccountTransaction {
  n += 1;
  return {
    uuid: `7a000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    date: at(day, time),
    description: `Movimiento ${n}`,
    reference: null,
    ...fields,
  };
}

export const ORDER_1 = '0a000000-0000-4000-8000-000000000001';
export const ORDER_2 = '0a000000-0000-4000-8000-000000000002';

/** Six movements of last month, oldest first (as no screen shows them). */
export const salesMovements: AccountTransaction[] = [
  movement(3, '10:00', {
    movement_type: 'credit',
    amount: 25990,
    balance_after: 25990,
    category: 'subscription_sale',
    description: 'Venta orden #1001 · Plan Café Mensual',
    reference: ORDER_1,
  }),
  movement(3, '20:54', {
    movement_type: 'debit',
    amount: 520,
    balance_after: 25470,
    category: 'payment_fee',
    description: 'Comisión medios de pago (Webpay 2%)',
  }),
  movement(5, '10:00', {
    movement_type: 'debit',
    amount: 25470,
    balance_after: 0,
    category: 'other',
    description: 'Transferencia a cuenta Banco Estado ****1234',
  }),
  movement(12, '15:00', {
    movement_type: 'credit',
    amount: 15000,
    balance_after: 15000,
    category: 'pack_sale',
    description: 'Venta orden #1002 · Pack Degustación',
    reference: ORDER_2,
  }),
  movement(12, '16:00', {
    movement_type: 'debit',
    amount: 15000,
    balance_after: 0,
    category: 'refund',
    description: 'Reembolso orden #1002',
    reference: ORDER_2,
  }),
  movement(20, '09:00', {
    movement_type: 'credit',
    amount: 8990,
    balance_after: 8990,
    category: 'product_sale',
    description: 'Venta orden #1003 · Molinillo manual',
  }),
];

/** 23 sales on the first days of last month, oldest first. */
export const manyMovements: AccountTransaction[] = Array.from({ length: 23 }, (_, index) =>
  movement(
    1 + (index % 9),
    `${String(8 + (index % 10)).padStart(2, '0')}:${String(index).padStart(2, '0')}`,
    {
      movement_type: 'credit',
      amount: 1000 + index,
      balance_after: 1000 * (index + 1),
      category: 'subscription_sale',
      description: `Venta número ${index + 1}`,
    },
  ),
);

export function statementOf(
  transactions: AccountTransaction[],
  variant: AccountStatement['variant'] = 'sales',
  period = LAST_PERIOD,
): AccountStatement {
  return { variant, period, transactions };
}
