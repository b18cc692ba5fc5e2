import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../app-context.ts';

export interface PricingPlan {
  uuid: string;
  id: string;
  code: string;
  name: string;
  description: string;
  tier: number;
  /** Pesos per active subscriber per month. */
  price: number;
  /** Optional monthly minimum. */
  basePrice: number | null;
  periodicity: 'monthly' | 'annual';
  visible: boolean;
  highlighted: boolean;
  allowCustomDomain: boolean;
  features: Array<{ label: string; included: boolean; help: string | null }>;
}

/** GET /api/pricing-plans (public) → {plans}: the platform's visible plans, in display order. */
export function registerListPricingPlansRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/pricing-plans', async () => {
    const { rows } = await db.query<PricingPlan>(
      `select id::text as uuid, id::text as id, code, name, description, tier,
              price_per_subscriber as price, base_price as "basePrice", periodicity, visible, highlighted,
              allow_custom_domain as "allowCustomDomain", features
       from pricing_plans where visible order by sort_order, tier, name`,
    );
    return { plans: rows };
  });
}
