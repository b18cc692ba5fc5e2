export const GENERIC_ERROR_MESSAGE =
  'Ha ocurrido un error inesperado. Por favor, intenta nuevamente.';
export const NETWORK_ERROR_MESSAGE =
  'No se pudo conectar con el servidor. Revisa tu conexión e intenta nuevamente.';

/**
 * The one error type of the api client (spec 1 §7): a response with status >= 400, or status 0
 * when the server could not be reached. `message` is what the UI shows.
 */
export class ApiError<TData = unknown> extends Error {
  readonly status: number;
  /** The parsed response body (JSON, text or null). */
  readonly data: TData;

  constructor(status: number, data: TData, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }

  /** The body's `message` field when it is a non-empty string, else the Spanish generic one. */
  static messageFrom(data: unknown): string {
    if (data && typeof data === 'object' && 'message' in data) {
      const { message } = data as { message: unknown };
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
    return GENERIC_ERROR_MESSAGE;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to show for any failure: an `ApiError`'s message, else the generic Spanish one. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
}
