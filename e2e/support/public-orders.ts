// Orders a store's client can pay, found the way the journeys need them: GET /dev/public-order-links
// lists a store's public payment pages (development only, like the outbox).
import { API_URL, DEMO_PASSWORD } from './env';

export interface PublicOrderLink {
  /** The order's id in the back office ('/orders/<orderId>'). */
  orderId: string;
  /** Its client's id ('/clients/<clientId>'). */
  clientId: string;
  publicId: string;
  orderNumber: number;
  status: string;
  totalAmount: number;
  locked: boolean;
  /** The public id of the unpaid order this one waits for, if locked. */
  lockedOn: string | null;
  /** '/public/orders/<publicId>' */
  path: string;
}

export async function publicOrderLinks(
  owner: string,
  filters: { status?: string; locked?: boolean; limit?: number } = {},
): Promise<PublicOrderLink[]> {
  const query = new URLSearchParams({ owner });
  if (filters.status) query.set('status', filters.status);
  if (filters.locked !== undefined) query.set('locked', String(filters.locked));
  if (filters.limit) query.set('limit', String(filters.limit));
  const response = await fetch(`${API_URL}/dev/public-order-links?${query}`);
  if (!response.ok) throw new Error(`GET /dev/public-order-links -> ${response.status}`);
  return ((await response.json()) as { orders: PublicOrderLink[] }).orders;
}

/**
 * Draft orders of `owner` that can be paid now and that no other order waits for (paying those
 * would lift the lock another journey looks at).
 */
export async function payableOrders(owner: string): Promise<PublicOrderLink[]> {
  const drafts = await publicOrderLinks(owner, { status: 'draft', limit: 100 });
  const blocking = new Set(drafts.map((order) => order.lockedOn).filter(Boolean));
  return drafts.filter((order) => !order.locked && !blocking.has(order.publicId));
}

/** A merchant's access token (the login modal's password grant), for checks through the api. */
export async function merchantToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${API_URL}/oidc/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'platform-web',
      username: email,
      password,
      scope: 'openid',
    }),
  });
  if (!response.ok) throw new Error(`password grant for ${email} -> ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Card numbers of the payment sandbox. */
export const SANDBOX_CARDS = {
  approved: '4051 8856 0044 6623',
  declined: '5186 0595 5959 0568',
} as const;
