import type { FastifyInstance } from 'fastify';
import { mixed, number, object, string } from 'yup';

import type { AppContext } from '../app-context.ts';
import { validate } from '../http/validation.ts';

const STATUSES = ['draft', 'pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;

const querySchema = object({
  owner: string().trim().lowercase().required('owner es requerido').max(254),
  status: mixed<(typeof STATUSES)[number]>().oneOf([...STATUSES], 'status no es válido'),
  locked: mixed<'true' | 'false'>().oneOf(['true', 'false'], 'locked debe ser true o false'),
  limit: number().integer().min(1).max(100).default(20),
});

/**
 * GET /dev/public-order-links?owner=&status=&locked=&limit= — development only (like the outbox):
 * the public payment pages of a store's orders, newest first, so journeys can open the page a
 * merchant would send to a client. `locked=true` lists orders waiting for another unpaid order.
 */
export function registerPublicOrderLinksRoute(app: FastifyInstance, { db }: AppContext): void {
  app.get('/dev/public-order-links', async (request) => {
    const query = validate(querySchema, request.query);
    const { rows } = await db.query<{
      orderId: string;
      clientId: string;
      publicId: string;
      orderNumber: number;
      status: string;
      totalAmount: number;
      locked: boolean;
      lockedOn: string | null;
    }>(
      `select o.id as "orderId", o.client_id as "clientId", o.public_id as "publicId", o.order_number as "orderNumber", o.status,
              o.total_amount as "totalAmount", coalesce(lock.status = 'draft', false) as locked,
              case when lock.status = 'draft' then lock.public_id end as "lockedOn"
       from orders o
       join stores s on s.id = o.store_id
       join users u on u.id = s.owner_user_id
       left join orders lock on lock.store_id = o.store_id and lock.id = o.payment_locked_on_order_id
       where u.email = $1 and ($2::text is null or o.status = $2)
         and ($3::boolean is null or coalesce(lock.status = 'draft', false) = $3)
       order by o.created_at desc, o.order_number desc
       limit $4`,
      [
        query.owner,
        query.status ?? null,
        query.locked === undefined ? null : query.locked === 'true',
        query.limit,
      ],
    );
    return { orders: rows.map((row) => ({ ...row, path: `/public/orders/${row.publicId}` })) };
  });
}
