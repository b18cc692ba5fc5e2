/**
 * The cache keys of one client's detail. They start with the api resource (`['clients']`, as
 * the list's do, features/clients/api/keys.ts), so invalidating it refreshes the list and every
 * detail; each of the five tabs has its own key, so each loads, fails and retries on its own.
 */
export const clientDetailKeys = {
  all: ['clients'] as const,
  /** Everything read about one client. */
  client: (id: string) => [...clientDetailKeys.all, 'detail', id] as const,
  /** `GET /clients/:id`: the header. */
  detail: (id: string) => [...clientDetailKeys.client(id), 'profile'] as const,
  orders: (id: string) => [...clientDetailKeys.client(id), 'orders'] as const,
  subscriptions: (id: string) => [...clientDetailKeys.client(id), 'subscriptions'] as const,
  addresses: (id: string) => [...clientDetailKeys.client(id), 'addresses'] as const,
  communications: (id: string) => [...clientDetailKeys.client(id), 'communications'] as const,
  history: (id: string) => [...clientDetailKeys.client(id), 'history'] as const,
};
