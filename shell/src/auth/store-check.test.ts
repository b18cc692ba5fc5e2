import type { StoreCheck } from '@platform/api/contracts';
import { answer, apiError, HttpResponse } from '@platform/shared/testing';
import { destinationAfterLogin } from './store-check';

const HAS_STORE: StoreCheck = {
  hasStore: true,
  statusCode: 200,
  message: 'OK',
  store: { id: 's1', name: 'Café Cordillera', subdomain: 'cafe-cordillera', publishedAt: null },
};

describe('store check after login (spec 1 §4.2)', () => {
  it('goes to the dashboard when the merchant has a store', async () => {
    answer('get', '/auth/login', HAS_STORE);
    await expect(destinationAfterLogin(null)).resolves.toBe('/dashboard');
  });

  it('goes back to the page the user was heading to', async () => {
    answer('get', '/auth/login', HAS_STORE);
    await expect(destinationAfterLogin('/orders?status=pending')).resolves.toBe(
      '/orders?status=pending',
    );
  });

  it("goes to store setup on 404 'Store not found'", async () => {
    answer('get', '/auth/login', () =>
      HttpResponse.json(
        { hasStore: false, statusCode: 404, message: 'Store not found' },
        { status: 404 },
      ),
    );
    await expect(destinationAfterLogin('/orders')).resolves.toBe('/store-setup');
  });

  it('lets other failures surface', async () => {
    answer('get', '/auth/login', () => apiError(500, 'boom'));
    await expect(destinationAfterLogin(null)).rejects.toThrow('boom');
  });
});
