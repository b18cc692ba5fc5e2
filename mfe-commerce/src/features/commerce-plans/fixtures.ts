import type { CommercePlan, CommercePlanList } from '@platform/api/contracts';
import { answer, HttpResponse } from '@platform/shared/testing';

/** Test data of the commerce plans: a coffee shop with two active plans and an archived one. */

export const MONTHLY_ID = 'd0000000-0000-4000-8000-000000000001';
export const WEEKLY_ID = 'd0000000-0000-4000-8000-000000000002';
export const ARCHIVED_ID = 'd0000000-0000-4000-8000-000000000003';
export const NEW_ID = 'd0000000-0000-4000-8000-000000000099';

const stamp = '2025-03-01T12:00:00.000Z';

export function commercePlan(overrides: Partial<CommercePlan> = {}): CommercePlan {
  const id = overrides.id ?? MONTHLY_ID;
  return {
    id,
    uuid: id,
    name: 'Café Mensual',
    description: 'Un kilo de café de especialidad cada mes.',
    price: 19990,
    deliveryFrequency: 'monthly',
    renewalPeriod: 'monthly',
    status: 'active',
    subscriberCount: 42,
    benefits: ['Envío gratis', 'Molienda a elección'],
    excludedBenefits: ['Taza de regalo'],
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export const monthlyPlan = commercePlan();

export const weeklyPlan = commercePlan({
  id: WEEKLY_ID,
  name: 'Café Semanal',
  description: '',
  price: 6490,
  deliveryFrequency: 'weekly',
  renewalPeriod: 'quarterly',
  subscriberCount: 1,
  benefits: [],
  excludedBenefits: [],
});

export const archivedPlan = commercePlan({
  id: ARCHIVED_ID,
  name: 'Té de Temporada',
  price: 12990,
  deliveryFrequency: 'biweekly',
  renewalPeriod: 'annual',
  status: 'archived',
  subscriberCount: 0,
  benefits: ['Selección del mes'],
  excludedBenefits: [],
});

/** A plan whose copy's name passes the 30 characters: 29 + ' (Copia)'. */
export const longNamePlan = commercePlan({ name: 'Café de Origen Huila Colombia' });

export const planList = (...plans: CommercePlan[]): CommercePlanList => ({ plans });

/**
 * `GET /commerce-plans?status=…`: each tab's plans from `byStatus`, which can be changed between
 * calls (after an archive, say).
 */
export function answerPlans(byStatus: { active?: CommercePlan[]; archived?: CommercePlan[] }) {
  const plans = { active: byStatus.active ?? [], archived: byStatus.archived ?? [] };
  const calls = answer('get', '/commerce-plans', ({ url }) => {
    const status = url.searchParams.get('status') === 'archived' ? 'archived' : 'active';
    return HttpResponse.json(planList(...plans[status]));
  });
  return {
    plans,
    statuses: () => calls.requests.map(({ url }) => url.searchParams.get('status')),
  };
}

/** `POST /commerce-plans`: the new plan, as the api answers it (201). */
export function answerCreate() {
  return answer('post', '/commerce-plans', ({ body }) =>
    HttpResponse.json(
      commercePlan({ ...(body as Partial<CommercePlan>), id: NEW_ID, subscriberCount: 0 }),
      {
        status: 201,
      },
    ),
  );
}
