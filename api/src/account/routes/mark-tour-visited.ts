import { object, string } from 'yup';

import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../auth/authentication.ts';
import { DATE_RANGE, type ApiApp } from '../../http/contract.ts';
import { badRequest } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { KNOWN_TOUR_IDS, accountRoutes } from '../contract.ts';
import { isKnownTour, markTourVisited, readVisitedTours } from '../visited-tours.ts';

/** A browser clock a little ahead of the server's is not "the future". */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** 2026-11-22, or a date-time with an explicit zone: 2026-11-22T13:05:00.000Z, …-03:00. */
const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

export const UNKNOWN_TOUR = `Tour desconocido. Tours disponibles: ${KNOWN_TOUR_IDS.join(', ')}`;
export const TOUR_ID_MISMATCH = 'El tourId no coincide con el tour de la ruta';
export const INVALID_VISITED_AT = 'visitedAt debe ser una fecha ISO válida';
export const FUTURE_VISITED_AT = 'visitedAt no puede ser una fecha futura';
export const VISITED_AT_OUT_OF_RANGE = `visitedAt debe ser una fecha entre ${DATE_RANGE.min} y ${DATE_RANGE.max}`;

/** The first and the last instant of DATE_RANGE (the database refuses e.g. year 0). */
const EARLIEST = Date.parse(`${DATE_RANGE.min}T00:00:00Z`);
const LATEST = Date.parse(`${DATE_RANGE.max}T23:59:59.999Z`);

function parseIsoDate(value: string): Date | null {
  if (!ISO_DATE.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // Date() rolls 2026-02-30 over to March 2: the calendar part must be a real day.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  return date;
}

const bodySchema = object({
  tourId: string().trim().required('tourId es requerido'),
  visitedAt: string()
    .trim()
    .required('visitedAt es requerido')
    .test('iso-date', INVALID_VISITED_AT, (value) => parseIsoDate(value) !== null)
    .test(
      'not-future',
      FUTURE_VISITED_AT,
      (value) => (parseIsoDate(value)?.getTime() ?? 0) <= Date.now() + CLOCK_SKEW_MS,
    )
    .test('in-range', VISITED_AT_OUT_OF_RANGE, (value) => {
      const time = parseIsoDate(value)?.getTime();
      return time === undefined || (time >= EARLIEST && time <= LATEST);
    }),
});

/**
 * PUT /api/store/tours/:idTour/mark-as-visited {tourId, visitedAt} → the caller's updated map.
 * Completing or skipping a tour both mark it (spec 1 §4.5); the first visit's date is kept.
 */
export function registerMarkTourVisitedRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...accountRoutes.markTourVisited,
    handler: async (request) => {
      const { userId } = requireAuth(request);
      const { tourId, visitedAt } = validate(bodySchema, request.body);
      const { idTour } = request.params;
      if (!isKnownTour(idTour)) {
        throw badRequest(UNKNOWN_TOUR, { fields: { tourId: UNKNOWN_TOUR } });
      }
      if (tourId !== idTour) {
        throw badRequest(TOUR_ID_MISMATCH, { fields: { tourId: TOUR_ID_MISMATCH } });
      }
      await markTourVisited(db, userId, idTour, parseIsoDate(visitedAt) as Date);
      return readVisitedTours(db, userId);
    },
  });
}
