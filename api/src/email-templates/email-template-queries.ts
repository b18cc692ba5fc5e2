import type { EmailTemplate } from './contract.ts';
import type { Queryable } from '../db/index.ts';
import { EMAIL_TEMPLATES } from '../db/seed-data.ts';

const COLUMNS = `id::text as id, name, description, subject, content, variables,
  updated_at as "updatedAt"`;

type TemplateRow = Omit<EmailTemplate, 'updatedAt'> & { updatedAt: Date };

function toTemplate(row: TemplateRow): EmailTemplate {
  return { ...row, updatedAt: new Date(row.updatedAt).toISOString() };
}

/** The order a merchant meets them in: a purchase, its reminder, its shipment, then the rest. */
const TEMPLATE_ORDER = EMAIL_TEMPLATES.map((template) => template.key);

/** The store's templates, in the order above (a template of another key after them, by name). */
export async function listEmailTemplates(db: Queryable, storeId: string): Promise<EmailTemplate[]> {
  const { rows } = await db.query<TemplateRow>(
    `select ${COLUMNS} from email_templates where store_id = $1
     order by array_position($2::text[], template_key) nulls last, name, id`,
    [storeId, TEMPLATE_ORDER],
  );
  return rows.map(toTemplate);
}

/** One of the store's templates; undefined when the store has none with that id. */
export async function findEmailTemplate(
  db: Queryable,
  storeId: string,
  id: string,
): Promise<EmailTemplate | undefined> {
  const { rows } = await db.query<TemplateRow>(
    `select ${COLUMNS} from email_templates where store_id = $1 and id = $2`,
    [storeId, id],
  );
  return rows[0] && toTemplate(rows[0]);
}

/** Writes the subject and content together; undefined when the store has no such template. */
export async function saveEmailTemplate(
  db: Queryable,
  storeId: string,
  id: string,
  template: { subject: string; content: string },
): Promise<EmailTemplate | undefined> {
  const { rows } = await db.query<TemplateRow>(
    `update email_templates set subject = $3, content = $4, updated_at = now()
     where store_id = $1 and id = $2
     returning ${COLUMNS}`,
    [storeId, id, template.subject, template.content],
  );
  return rows[0] && toTemplate(rows[0]);
}
