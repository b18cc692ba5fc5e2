import type { StoreCheck } from '@platform/api/contracts';
import { apiClient, ApiError } from '@platform/shared/core';

/** Where a freshly signed-in merchant goes: their store's dashboard, or store setup (spec 1 §4.2). */
export async function destinationAfterLogin(returnTo: string | null): Promise<string> {
  try {
    const check = await apiClient.get<StoreCheck>('/auth/login');
    return check.hasStore ? (returnTo ?? '/dashboard') : '/store-setup';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return '/store-setup';
    throw error;
  }
}
