import type { Queryable } from '../db/index.ts';
import {
  SETUP_TASK_KEYS,
  type SetupResponse,
  type SetupTask,
  type SetupTaskKey,
} from './contract.ts';

type TaskDefinition = Omit<SetupTask, 'isCompleted'>;

/**
 * What a merchant sets up before publishing (spec 1 §2.8, §3). A disabled task is shown but does
 * not block publishing: payments are behind the front end's `payments` feature flag (off), so
 * that task stays disabled until the flag is turned on.
 */
export const SETUP_TASKS: Record<SetupTaskKey, TaskDefinition> = {
  bank_account: {
    id: 'bank_account',
    title: 'Cuenta bancaria',
    description: 'Registra la cuenta bancaria donde recibirás el dinero de tus ventas.',
    path: '/business/bank-account',
    icon: 'Banknote',
    disabled: false,
  },
  contact: {
    id: 'contact',
    title: 'Datos de contacto',
    description: 'Agrega un teléfono y un correo para que tus clientes puedan comunicarse contigo.',
    path: '/business/contact',
    icon: 'Phone',
    disabled: false,
  },
  billing: {
    id: 'billing',
    title: 'Datos de facturación',
    description: 'Completa la razón social, el RUT, el giro y la dirección para tus facturas.',
    path: '/business/billing',
    icon: 'Building2',
    disabled: false,
  },
  products: {
    id: 'products',
    title: 'Primer producto',
    description: 'Crea al menos un producto para ofrecer en tu tienda.',
    path: '/products',
    icon: 'Package',
    disabled: false,
  },
  payment_card: {
    id: 'payment_card',
    title: 'Medios de pago',
    description: 'Registra la tarjeta con la que pagarás tu plan y revisa los medios de pago.',
    path: '/payments',
    icon: 'CreditCard',
    disabled: true,
  },
};

type Completion = Record<SetupTaskKey, boolean> & { isStorePublished: boolean };

/** Non-blank text. */
const filled = (column: string) => `coalesce(btrim(${column}), '') <> ''`;

/** A jsonb list (contact phones/e-mails) with at least one entry whose `field` is not blank. */
const hasEntry = (column: string, field: string) =>
  `exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${column}) = 'array' then ${column} else '[]'::jsonb end) entry
           where coalesce(btrim(entry->>'${field}'), '') <> '')`;

/**
 * Completion is read from the store's data, never from what a client says: the bank account and
 * billing columns filled, a contact phone and e-mail saved, an active (not archived) product, a
 * default saved card.
 */
async function readCompletion(db: Queryable, storeId: string): Promise<Completion | undefined> {
  const { rows } = await db.query<Completion>(
    `select
       s.published_at is not null as "isStorePublished",
       (${filled('s.bank_id')} and ${filled('s.bank_account_type')}
         and ${filled('s.bank_account_number')} and ${filled('s.bank_account_rut')}) as bank_account,
       (${hasEntry('s.contact_phones', 'number')} and ${hasEntry('s.contact_emails', 'email')}) as contact,
       (${filled('s.billing_business_name')} and ${filled('s.billing_rut')} and ${filled('s.billing_industry')}
         and ${filled('s.billing_address')} and ${filled('s.billing_city')} and ${filled('s.billing_state')}
         and ${filled('s.billing_zip_code')}) as billing,
       exists (select 1 from products p where p.store_id = s.id and p.status = 'active') as products,
       exists (select 1 from saved_cards c where c.store_id = s.id and c.is_default) as payment_card
     from stores s where s.id = $1`,
    [storeId],
  );
  return rows[0];
}

/** The setup guide of a store (GET /api/setup/tasks); undefined when the store does not exist. */
export async function readSetup(
  db: Queryable,
  storeId: string,
): Promise<SetupResponse | undefined> {
  const completion = await readCompletion(db, storeId);
  if (!completion) return undefined;
  const tasks = Object.fromEntries(
    SETUP_TASK_KEYS.map((key) => [key, { ...SETUP_TASKS[key], isCompleted: completion[key] }]),
  ) as Record<SetupTaskKey, SetupTask>;
  return { isStorePublished: completion.isStorePublished, tasks };
}

/** The enabled tasks that are not complete: they block publishing (spec 1 §4.3). */
export function missingTasks(setup: SetupResponse): SetupTask[] {
  return SETUP_TASK_KEYS.map((key) => setup.tasks[key]).filter(
    (task) => !task.disabled && !task.isCompleted,
  );
}

/**
 * Keeps `store_setup_tasks` (one row per task and store) in step with the computed state: a
 * record of when each task was first seen complete. The guide itself always reads the live data.
 */
export async function recordSetupTasks(
  db: Queryable,
  storeId: string,
  setup: SetupResponse,
): Promise<void> {
  const tasks = SETUP_TASK_KEYS.map((key) => ({
    key,
    isCompleted: setup.tasks[key].isCompleted,
    disabled: setup.tasks[key].disabled,
  }));
  await db.query(
    `insert into store_setup_tasks (store_id, task_key, is_completed, disabled, completed_at)
     select $1, t.key, t."isCompleted", t.disabled, case when t."isCompleted" then now() end
     from jsonb_to_recordset($2::jsonb) as t(key text, "isCompleted" boolean, disabled boolean)
     on conflict (store_id, task_key) do update set
       is_completed = excluded.is_completed,
       disabled = excluded.disabled,
       completed_at = case when excluded.is_completed
                           then coalesce(store_setup_tasks.completed_at, now()) end,
       updated_at = now()`,
    [storeId, JSON.stringify(tasks)],
  );
}

/** Marks the store published and records who published it with the tasks' state at that moment. */
export async function recordPublication(
  tx: Queryable,
  storeId: string,
  userId: string,
  setup: SetupResponse,
): Promise<void> {
  await tx.query(
    'update stores set published_at = now(), updated_at = now() where id = $1 and published_at is null',
    [storeId],
  );
  const snapshot = SETUP_TASK_KEYS.map((key) => ({
    id: key,
    isCompleted: setup.tasks[key].isCompleted,
  }));
  await tx.query(
    `insert into store_publications (store_id, published_by, tasks) values ($1, $2, $3::jsonb)`,
    [storeId, userId, JSON.stringify(snapshot)],
  );
}

/** Takes the store row's lock: two publish clicks cannot both record an event. */
export async function lockStore(tx: Queryable, storeId: string): Promise<void> {
  await tx.query('select id from stores where id = $1 for update', [storeId]);
}
