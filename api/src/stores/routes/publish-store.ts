import { array, boolean, object, string } from 'yup';

import type { AppContext } from '../../app-context.ts';
import { requireAuth, requireStore } from '../../auth/authentication.ts';
import type { ApiApp } from '../../http/contract.ts';
import { HttpError, STORE_NOT_FOUND, notFound } from '../../http/errors.ts';
import { validate } from '../../http/validation.ts';
import { SETUP_TASK_KEYS, storesRoutes } from '../contract.ts';
import {
  lockStore,
  missingTasks,
  readSetup,
  recordPublication,
  recordSetupTasks,
} from '../setup-tasks.ts';

const bodySchema = object({
  tasks: array()
    .of(
      object({
        id: string()
          .required('Cada tarea debe tener un id')
          .oneOf([...SETUP_TASK_KEYS], ({ value }) => `Tarea desconocida: ${String(value)}`),
        isCompleted: boolean()
          .typeError('isCompleted debe ser verdadero o falso')
          .required('Cada tarea debe indicar isCompleted'),
      }),
    )
    .typeError('tasks debe ser una lista de tareas')
    .required('tasks es requerido')
    .max(SETUP_TASK_KEYS.length * 2, 'Demasiadas tareas'),
});

/** The 409 when an enabled task is incomplete; `missingTasks` lists their keys. */
export function publishBlockedMessage(titles: string[]): string {
  return `No puedes publicar tu tienda todavía. Falta completar: ${titles.join(', ')}.`;
}

/**
 * POST /api/setup/publish {tasks: [{id, isCompleted}]} → the setup response, now published.
 * The body's isCompleted values are never trusted: completion is recomputed from the store's
 * data, and 409 lists what is missing. Publishing twice keeps the first date (idempotent).
 */
export function registerPublishStoreRoute(app: ApiApp, { db }: AppContext): void {
  app.route({
    ...storesRoutes.publish,
    handler: async (request) => {
      const storeId = requireStore(request);
      const { userId } = requireAuth(request);
      validate(bodySchema, request.body);
      return db.transaction(async (tx) => {
        await lockStore(tx, storeId);
        const setup = await readSetup(tx, storeId);
        if (!setup) throw notFound(STORE_NOT_FOUND);
        if (setup.isStorePublished) return setup;
        const missing = missingTasks(setup);
        if (missing.length) {
          throw new HttpError(409, publishBlockedMessage(missing.map((task) => task.title)), {
            missingTasks: missing.map((task) => task.id),
          });
        }
        await recordPublication(tx, storeId, userId, setup);
        await recordSetupTasks(tx, storeId, setup);
        return { ...setup, isStorePublished: true };
      });
    },
  });
}
