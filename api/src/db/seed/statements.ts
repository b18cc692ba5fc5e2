// Business: invoices and the account statements (commission and sales transactions).
import { BANKS } from '../seed-data.ts';
import { PLAN_BY_CODE, platformCost } from './platform.ts';
import { MINUTE, MONTHS_ES, StoreContext, ddmmyyyy } from './store-context.ts';
import { Batch } from './tables.ts';

function monthLabel(period: string): string {
  const [y, m] = period.split('-');
  return `${MONTHS_ES[Number(m) - 1]} ${y}`;
}

export function seedStatements(store: StoreContext, batch: Batch): void {
  const cal = store.cal;
  const s = store.seed;
  const planCode = s.planCode;
  const planName = PLAN_BY_CODE[planCode].name;

  // invoices: one per complete month since the store exists, plus the current month (pending)
  const invoices: Array<{
    monthsBack: number;
    period: string;
    amount: number;
    subscribers: number;
    chargeOffset: number;
  }> = [];
  for (let k = 12; k >= 1; k -= 1) {
    if (cal.monthStartOffset(k) >= s.createdDaysAgo) continue;
    const nextFirst = cal.monthStartOffset(k - 1);
    const subscribers = store.membersAt(nextFirst + 1);
    const period = cal.month(k);
    const amount = platformCost(planCode, subscribers);
    invoices.push({ monthsBack: k, period, amount, subscribers, chargeOffset: nextFirst });
    batch.add('invoices', {
      store_id: store.storeId,
      id: store.uid('invoice', period),
      period,
      number: 4000 + (12 - k) * 40 + (s.key === 'demo' ? 7 : 23),
      amount,
      status: 'billed',
      issued_on: cal.ymd(nextFirst),
      plan_id: PLAN_BY_CODE[planCode].id,
      subscribers,
      created_at: cal.at(nextFirst, 0.25),
    });
  }
  const current = store.membersAt(0);
  batch.add('invoices', {
    store_id: store.storeId,
    id: store.uid('invoice', cal.month(0)),
    period: cal.month(0),
    number: null,
    amount: platformCost(planCode, current),
    status: 'pending',
    issued_on: null,
    plan_id: PLAN_BY_CODE[planCode].id,
    subscribers: current,
    created_at: cal.at(cal.monthStartOffset(0), 0.25),
  });

  // sales statement: sales, refunds, daily payment fees, payouts on business days, monthly commission
  interface Event {
    at: number;
    seq: number;
    kind: 'sale' | 'refund' | 'fee' | 'payout' | 'commission';
    amount?: number;
    description?: string;
    category?: string;
    reference?: string | null;
    invoice?: (typeof invoices)[number];
  }
  const events: Event[] = [];
  let seq = 0;
  const feesByDay = new Map<number, number>();
  for (const o of store.paidOrders) {
    const category =
      o.kind === 'plan' ? 'subscription_sale' : o.kind === 'pack' ? 'pack_sale' : 'product_sale';
    events.push({
      at: o.paidAt,
      seq: seq++,
      kind: 'sale',
      amount: o.amount,
      category,
      reference: o.id,
      description: `Venta orden #${o.number} · ${o.label}`,
    });
    const day = cal.offsetOf(o.paidAt);
    feesByDay.set(day, (feesByDay.get(day) ?? 0) + o.fee);
    if (o.refundedAt) {
      events.push({
        at: o.refundedAt + 5 * MINUTE,
        seq: seq++,
        kind: 'refund',
        amount: o.amount,
        category: 'refund',
        reference: o.id,
        description: `Reembolso orden #${o.number}`,
      });
    }
  }
  for (const [day, amount] of feesByDay) {
    const at = cal.at(day, 23.9).getTime();
    if (at > cal.now || amount <= 0) continue;
    events.push({
      at,
      seq: seq++,
      kind: 'fee',
      amount,
      category: 'payment_fee',
      reference: null,
      description: `Comisión medios de pago del ${ddmmyyyy(cal.ymd(day))} (Webpay 2%, transferencia 1%)`,
    });
  }
  const bankName = BANKS.find(([code]) => code === s.bank?.bankId)?.[1];
  if (s.bank && bankName) {
    for (let d = s.orderDays; d >= 0; d -= 1) {
      const weekday = cal.weekday(d);
      if (weekday === 0 || weekday === 6) continue;
      const at = cal.at(d, 10).getTime();
      if (at > cal.now) continue;
      events.push({
        at,
        seq: seq++,
        kind: 'payout',
        description: `Transferencia a cuenta ${bankName} ****${s.bank.accountNumber.slice(-4)}`,
        category: 'other',
        reference: null,
      });
    }
  }
  for (const invoice of invoices) {
    events.push({
      at: cal.at(invoice.chargeOffset, 9).getTime(),
      seq: seq++,
      kind: 'commission',
      invoice,
    });
  }
  events.sort((a, b) => a.at - b.at || a.seq - b.seq);

  let balance = 0;
  let n = 0;
  const commissionRescued = new Map<string, number>();
  const tx = (
    statement: 'sales' | 'commission',
    at: number,
    movement: 'credit' | 'debit',
    amount: number,
    balanceAfter: number,
    category: string,
    description: string,
    reference: string | null,
  ) =>
    batch.add('account_transactions', {
      store_id: store.storeId,
      id: store.seqId('transaction', statement, n++),
      statement,
      occurred_at: new Date(at),
      description,
      movement_type: movement,
      amount,
      balance_after: balanceAfter,
      category,
      reference,
      created_at: new Date(at),
    });
  for (const e of events) {
    if (e.kind === 'sale') {
      balance += e.amount ?? 0;
      tx(
        'sales',
        e.at,
        'credit',
        e.amount ?? 0,
        balance,
        e.category ?? 'sale_credit',
        e.description ?? '',
        e.reference ?? null,
      );
    } else if (e.kind === 'refund' || e.kind === 'fee') {
      balance -= e.amount ?? 0;
      tx(
        'sales',
        e.at,
        'debit',
        e.amount ?? 0,
        balance,
        e.category ?? 'other',
        e.description ?? '',
        e.reference ?? null,
      );
    } else if (e.kind === 'payout') {
      if (balance <= 0) continue;
      const amount = balance;
      balance = 0;
      tx('sales', e.at, 'debit', amount, balance, 'other', e.description ?? '', null);
    } else if (e.kind === 'commission' && e.invoice) {
      const amount = Math.min(e.invoice.amount, Math.max(0, balance));
      commissionRescued.set(e.invoice.period, amount);
      if (amount <= 0) continue;
      balance -= amount;
      tx(
        'sales',
        e.at,
        'debit',
        amount,
        balance,
        'balance_transfer_to_commission',
        `Rescate de Comisión · plan ${planName} ${monthLabel(e.invoice.period)}`,
        null,
      );
    }
  }

  // commission statement: the monthly platform charge, paid from sales and the rest by card
  let commission = 0;
  const card = s.cards.find((c) => c.isDefault);
  for (const invoice of invoices) {
    const chargeAt = cal.at(invoice.chargeOffset, 0.1).getTime();
    commission -= invoice.amount;
    tx(
      'commission',
      chargeAt,
      'debit',
      invoice.amount,
      commission,
      'plan_renewal',
      `Cargo plan ${planName} · ${monthLabel(invoice.period)} (${invoice.subscribers} suscriptores activos)`,
      null,
    );
    const rescued = commissionRescued.get(invoice.period) ?? 0;
    if (rescued > 0) {
      commission += rescued;
      tx(
        'commission',
        cal.at(invoice.chargeOffset, 9).getTime() + 1000,
        'credit',
        rescued,
        commission,
        'balance_transfer_to_commission',
        'Rescate de Comisión desde la Cartola de Ventas',
        null,
      );
    }
    const rest = invoice.amount - rescued;
    if (rest > 0 && card) {
      commission += rest;
      tx(
        'commission',
        cal.at(invoice.chargeOffset, 9.1).getTime(),
        'credit',
        rest,
        commission,
        'other',
        `Pago con tarjeta ${card.cardType} ****${card.lastFour}`,
        null,
      );
    }
  }
}
