import { apiClient, ApiError } from '@platform/shared/core';

export interface LoginCheckResponse {
  hasStore: boolean;
  statusCode: number;
  message: string;
}

/** Where a freshly signed-in merchant goes: their store's dashboard, or store setup (spec 1 §4.2). */
export async function destinationAfterLogin(returnTo: string | null): Promise<string> {
  try {
    const check = await apiClient.get<LoginCheckResponse>('/auth/login');
    return check.hasStore ? (returnTo ?? '/dashboard') : '/store-setup';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return '/store-setup';
    throw error;
  }
}
