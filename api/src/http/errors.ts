import { STATUS_CODES } from 'node:http';

/** An error that becomes the JSON body `{ statusCode, error, message, ...details }`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(statusCode: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.details = details;
  }
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  [key: string]: unknown;
}

export function errorBody(
  statusCode: number,
  message: string,
  details?: Record<string, unknown>,
): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...details };
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new HttpError(400, message, details);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const STORE_NOT_FOUND = 'Store not found';

export const DATABASE_BUSY =
  'El servicio está ocupado en este momento. Intenta nuevamente en unos segundos.';

/**
 * Whether `error` is the database refusing to wait any longer: a statement that ran past
 * `statement_timeout` (SQLSTATE 57014) or no pooled connection free within the pool's wait. The
 * request is answered 503 (try again) instead of 500: nothing is wrong with it, the api is busy.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '57014' ||
    (typeof message === 'string' && message.includes('timeout exceeded when trying to connect'))
  );
}

/** fastify's own refusals of a request it could not read, in the Spanish every answer uses. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'El contenido supera el tamaño máximo permitido',
  FST_ERR_CTP_INVALID_JSON_BODY: 'El contenido no es un JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Falta el contenido JSON de la solicitud',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido: envía JSON (application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'El tamaño del contenido no coincide con Content-Length',
  FST_ERR_BAD_URL: 'La dirección de la solicitud no es válida',
  FST_ERR_MAX_PARAM_LENGTH: 'Un parámetro de la dirección es demasiado largo',
};

/** The message of a 4xx that fastify (not a route) raised: Spanish when it is one of its own. */
export function clientErrorMessage(error: { code?: string; message: string }): string {
  return (error.code && FASTIFY_MESSAGES[error.code]) || error.message;
}
