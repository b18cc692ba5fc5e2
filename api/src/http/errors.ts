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
