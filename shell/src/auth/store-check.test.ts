import { ApiError, apiClient } from '@platform/shared';
import { destinationAfterLogin } from './store-check';

describe('store check after login (spec 1 §4.2)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('goes to the dashboard when the merchant has a store', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ hasStore: true, statusCode: 200, message: 'OK' });
    await expect(destinationAfterLogin(null)).resolves.toBe('/dashboard');
  });

  it('goes back to the page the user was heading to', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ hasStore: true, statusCode: 200, message: 'OK' });
    await expect(destinationAfterLogin('/orders?status=pending')).resolves.toBe(
      '/orders?status=pending',
    );
  });

  it("goes to store setup on 404 'Store not found'", async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockRejectedValue(new ApiError(404, { message: 'Store not found' }, 'Store not found'));
    await expect(destinationAfterLogin('/orders')).resolves.toBe('/store-setup');
  });

  it('lets other failures surface', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new ApiError(500, null, 'boom'));
    await expect(destinationAfterLogin(null)).rejects.toThrow('boom');
  });
});
