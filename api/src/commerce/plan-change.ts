import { randomBytes } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { upgradeCharge } from '@platform/shared/constants';
import { COMMERCE_MESSAGES } from '@platform/shared/validation';

import type { Database, Queryable } from '../db/index.ts';
import { HttpError, STORE_NOT_FOUND, badRequest, conflict, notFound } from '../http/errors.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/payment-provider.ts';
import { lockStore, readSetup } from '../stores/setup-tasks.ts';
import type {
  CurrentPlan,
  PlanChangeBody,
  PlanChangePreview,
  PlanChangeResult,
} from './contract.ts';
import {
  applyUpgrade,
  cancelScheduledChange,
  findPricingPlan,
  markPlanCharge,
  readCurrentPlan,
  readStorePlanState,
  scheduleDowngrade,
  type PlanForChange,
  type StorePlanState,
} from './plan-queries.ts';
import { findDefaultCard, type DefaultCard } from './saved-card-queries.ts';

// The platform's plan change (spec 2 §4 "Plan change"): a higher tier applies now and charges the
// difference of base prices to the default card; a lower tier becomes the pending plan at the end
// of the period; a pending change must be cancelled before another plan can be chosen; billing
// data and a default card are required. Every amount is computed here, never taken from a client.

const m = COMMERCE_MESSAGES;

type Direction = PlanChangePreview['kind'];
type Blocker = PlanChangePreview['blockedBy'][number];

/** The direction of a move, by tier; a plan of the same tier is neither. */
function directionOf(from: PlanForChange, to: PlanForChange): Direction | 'same' | 'lateral' {
  if (from.id === to.id) return 'same';
  if (to.tier > from.tier) return 'upgrade';
  if (to.tier < from.tier) return 'downgrade';
  return 'lateral';
}

const shownCard = (card: DefaultCard | undefined) =>
  card ? { cardType: card.cardType, lastFour: card.lastFour } : null;

async function stateOf(db: Queryable, storeId: string, lock: boolean) {
  const state = await readStorePlanState(db, storeId, { lock });
  if (!state) throw notFound(STORE_NOT_FOUND);
  if (!state.currentPlan) throw conflict(m.planChangeNoCurrentPlan);
  return { ...state, currentPlan: state.currentPlan };
}

async function targetOf(db: Queryable, planId: string): Promise<PlanForChange> {
  const target = await findPricingPlan(db, planId);
  if (!target) throw notFound(m.pricingPlanNotFound);
  return target;
}

/** The direction of the move, refused when it is none or not the `wanted` one. */
function requireDirection(from: PlanForChange, to: PlanForChange, wanted?: Direction): Direction {
  const direction = directionOf(from, to);
  if (direction === 'same') throw badRequest(m.planChangeSamePlan);
  if (direction === 'lateral' || (wanted && direction !== wanted)) {
    throw badRequest(
      (wanted ?? 'upgrade') === 'upgrade' ? m.planChangeNotUpgrade : m.planChangeNotDowngrade,
    );
  }
  return direction;
}

/** The billing setup task (the same completion the setup guide shows) and the default card. */
async function requirements(db: Queryable, storeId: string) {
  const setup = await readSetup(db, storeId);
  const card = await findDefaultCard(db, storeId);
  return { billingComplete: setup?.tasks.billing.isCompleted ?? false, card };
}

/** What choosing `planId` would do now, and what blocks it (the plan-change dialog). */
export async function previewPlanChange(
  db: Queryable,
  storeId: string,
  planId: string,
): Promise<PlanChangePreview> {
  const state = await stateOf(db, storeId, false);
  const target = await targetOf(db, planId);
  const direction = requireDirection(state.currentPlan, target);
  const { billingComplete, card } = await requirements(db, storeId);
  const blockedBy: Blocker[] = [];
  if (!billingComplete) blockedBy.push('billing');
  if (!card) blockedBy.push('card');
  if (state.nextPlanId || state.chargeInFlight) blockedBy.push('pending');
  const upgrade = direction === 'upgrade';
  return {
    kind: direction,
    fromPlanId: state.currentPlan.id,
    toPlanId: target.id,
    chargeAmount: upgrade ? upgradeCharge(state.currentPlan, target) : 0,
    effectiveDate: upgrade ? state.today : state.renewalDate,
    card: shownCard(card),
    blockedBy,
  };
}

/**
 * The checks of a change, in a transaction that holds the store row's lock: the plan the merchant
 * saw is still the current one, nothing is pending, the direction is right, billing data and a
 * default card exist.
 */
async function checkChange(
  tx: Queryable,
  storeId: string,
  body: PlanChangeBody,
  wanted: Direction,
): Promise<{
  state: StorePlanState & { currentPlan: PlanForChange };
  target: PlanForChange;
  card: DefaultCard;
}> {
  const state = await stateOf(tx, storeId, true);
  const target = await targetOf(tx, body.planId);
  if (body.currentPlanId !== state.currentPlan.id || state.chargeInFlight) {
    throw conflict(m.planChangeStale);
  }
  if (state.nextPlanId) throw conflict(m.planChangePending);
  requireDirection(state.currentPlan, target, wanted);
  const { billingComplete, card } = await requirements(tx, storeId);
  if (!billingComplete) throw conflict(m.planChangeBillingIncomplete);
  if (!card) throw conflict(m.planChangeNoDefaultCard);
  return { state, target, card };
}

/** Where an upgrade reports a charge it could not give back (the route's request logger). */
export type PlanChangeLog = Pick<FastifyBaseLogger, 'error'>;

/**
 * Moves to a higher tier now. The charge goes to the provider outside any transaction (it is a call
 * to another system): under the store's lock the change is checked and the store marked as being
 * charged, which refuses any other change meanwhile; a declined charge clears the mark and changes
 * nothing (402); an approved one applies the plan. When the plan cannot be applied after an
 * approved charge (the database failed meanwhile), the charge is reversed and the merchant told to
 * try again (503): a store is never charged for a plan it did not get. A zero charge applies at once.
 */
export async function upgradePlan(
  db: Database,
  payments: PaymentProvider,
  storeId: string,
  body: PlanChangeBody,
  log?: PlanChangeLog,
): Promise<PlanChangeResult> {
  const { change, card, today, applied } = await db.transaction(async (tx) => {
    const { state, target, card } = await checkChange(tx, storeId, body, 'upgrade');
    const change = {
      fromPlanId: state.currentPlan.id,
      toPlanId: target.id,
      chargeAmount: upgradeCharge(state.currentPlan, target),
    };
    if (change.chargeAmount > 0) {
      await markPlanCharge(tx, storeId, true);
      return { change, card, today: state.today, applied: null };
    }
    await applyUpgrade(tx, storeId, change);
    return { change, card, today: state.today, applied: await readCurrentPlan(tx, storeId) };
  });
  const upgraded = (
    { currentPlan }: CurrentPlan,
    authorizationCode: string | null,
  ): PlanChangeResult => ({
    currentPlan,
    change: {
      kind: 'upgrade',
      chargeAmount: change.chargeAmount,
      effectiveDate: today,
      card: shownCard(card),
      authorizationCode,
    },
  });
  if (applied) return upgraded(applied, null);

  let charge: ApprovedCharge;
  try {
    charge = await chargeCard(payments, card, change.chargeAmount);
  } catch (error) {
    await markPlanCharge(db, storeId, false);
    throw error;
  }
  try {
    const after = await db.transaction(async (tx) => {
      await lockStore(tx, storeId);
      await applyUpgrade(tx, storeId, change);
      return readCurrentPlan(tx, storeId);
    });
    return upgraded(after, charge.authorizationCode);
  } catch (error) {
    await reverseUnappliedCharge(db, payments, storeId, charge, error, log);
    throw new HttpError(503, m.planChangeFailed);
  }
}

interface ApprovedCharge {
  buyOrder: string;
  amount: number;
  authorizationCode: string | null;
}

/**
 * Gives back an approved charge whose plan was not applied, then clears the store's mark (it also
 * lapses by itself after a few minutes, should the database still be failing). A reversal the
 * provider refuses is logged with its buy order, for the charge to be given back by hand.
 */
async function reverseUnappliedCharge(
  db: Database,
  payments: PaymentProvider,
  storeId: string,
  charge: ApprovedCharge,
  cause: unknown,
  log: PlanChangeLog | undefined,
): Promise<void> {
  try {
    await payments.reverseCharge({ buyOrder: charge.buyOrder, amount: charge.amount });
  } catch (error) {
    log?.error(
      { err: error, cause, storeId, buyOrder: charge.buyOrder, amount: charge.amount },
      'an upgrade charge was approved, its plan not applied, and the charge not reversed: give it back by hand',
    );
    return;
  }
  log?.error(
    { err: cause, storeId, buyOrder: charge.buyOrder, amount: charge.amount },
    'an upgrade charge was reversed: its plan could not be applied',
  );
  await markPlanCharge(db, storeId, false).catch(() => undefined);
}

/** Charges the default card; the approved charge, or 402 when the charge is not approved. */
async function chargeCard(
  payments: PaymentProvider,
  card: DefaultCard,
  amount: number,
): Promise<ApprovedCharge> {
  const declined = new HttpError(402, m.planChangeDeclined);
  if (!card.providerToken) throw declined;
  const buyOrder = `UPG-${randomBytes(8).toString('hex')}`;
  try {
    const charge = await payments.authorizeCharge({
      tbkUser: card.providerToken,
      buyOrder,
      amount,
    });
    if (charge.status !== 'authorized' || charge.amount !== amount) throw declined;
    return { buyOrder, amount, authorizationCode: charge.authorizationCode };
  } catch (error) {
    if (error instanceof PaymentProviderError) throw declined;
    throw error;
  }
}

/** Makes a lower tier the pending plan, from the end of the current period (the renewal date). */
export async function downgradePlan(
  db: Database,
  storeId: string,
  body: PlanChangeBody,
): Promise<PlanChangeResult> {
  return db.transaction(async (tx) => {
    const { state, target, card } = await checkChange(tx, storeId, body, 'downgrade');
    await scheduleDowngrade(tx, storeId, {
      fromPlanId: state.currentPlan.id,
      toPlanId: target.id,
      effectiveDate: state.renewalDate,
    });
    return {
      ...(await readCurrentPlan(tx, storeId)),
      change: {
        kind: 'downgrade',
        chargeAmount: 0,
        effectiveDate: state.renewalDate,
        card: shownCard(card),
        authorizationCode: null,
      },
    };
  });
}

/** Cancels the pending plan: the store stays on its plan after the renewal date. */
export async function cancelPlanChange(db: Database, storeId: string): Promise<PlanChangeResult> {
  return db.transaction(async (tx) => {
    const state = await readStorePlanState(tx, storeId, { lock: true });
    if (!state) throw notFound(STORE_NOT_FOUND);
    if (!state.nextPlanId) throw conflict(m.planChangeNoPending);
    await cancelScheduledChange(tx, storeId);
    return {
      ...(await readCurrentPlan(tx, storeId)),
      change: {
        kind: 'cancel',
        chargeAmount: 0,
        effectiveDate: state.today,
        card: shownCard(await findDefaultCard(tx, storeId)),
        authorizationCode: null,
      },
    };
  });
}
