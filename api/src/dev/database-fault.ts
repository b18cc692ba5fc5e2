import type { FastifyInstance } from 'fastify';
import { number, object } from 'yup';

import type { AppContext } from '../app-context.ts';
import {
  DATABASE_FAULT_MAX_SECONDS,
  DatabaseFault,
  type DatabaseFaultState,
} from '../public-site/status/database-fault.ts';
import { validate } from '../http/validation.ts';

const bodySchema = object({
  durationSeconds: number()
    .typeError('durationSeconds debe ser un número de segundos')
    .integer('durationSeconds debe ser un número entero')
    .min(1, 'durationSeconds debe ser al menos 1')
    .max(
      DATABASE_FAULT_MAX_SECONDS,
      `durationSeconds no puede superar ${DATABASE_FAULT_MAX_SECONDS} (10 minutos)`,
    )
    .default(60),
});

/**
 * Development mode only (registered with API_MODE=development): stop and restart the api's
 * database on purpose, to see how the product behaves when it fails (the status page's
 * journey does). See `DatabaseFault`: every query fails while it is on, so the status page's
 * database check really fails, an incident is opened, and it is resolved once the database
 * answers again.
 *
 * - `POST /dev/faults/database` body `{durationSeconds?: 1..600 (default 60)}` → `{database: state}`;
 *   the database stops answering now and comes back by itself after the duration.
 * - `DELETE /dev/faults/database` → `{database: state}`: the database answers again now.
 * - `GET /dev/faults` → `{database: state}`.
 */
export function registerDatabaseFaultRoutes(app: FastifyInstance, { db }: AppContext): void {
  const fault = new DatabaseFault(db);
  app.addHook('onClose', async () => fault.detach());

  const answer = (state: DatabaseFaultState) => ({ database: state });

  app.get('/dev/faults', async () => answer(fault.state));

  app.post('/dev/faults/database', async (request) => {
    const { durationSeconds } = validate(bodySchema, request.body);
    request.log.warn({ durationSeconds }, 'database stopped on purpose (development fault)');
    return answer(fault.start(durationSeconds * 1000));
  });

  app.delete('/dev/faults/database', async (request) => {
    request.log.warn('database fault removed');
    return answer(fault.stop());
  });
}
