import type { Queryable } from '../db/index.ts';
import { escapeHtml, sendEmail } from './outbox.ts';

/** A store's e-mail template (subject and HTML content with {{variables}}). */
export interface EmailTemplate {
  subject: string;
  content: string;
}

function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? (values[name] ?? '') : whole,
  );
}

/**
 * The store's template `key` (the merchant may have edited it), or `fallback` when the store has
 * none, filled in with `values`: as they are in the subject, escaped in the HTML body.
 */
export async function renderStoreTemplate(
  db: Queryable,
  storeId: string,
  key: string,
  fallback: EmailTemplate,
  values: Record<string, string>,
): Promise<{ subject: string; html: string }> {
  const { rows } = await db.query<EmailTemplate>(
    'select subject, content from email_templates where store_id = $1 and template_key = $2',
    [storeId, key],
  );
  const template = rows[0] ?? fallback;
  const escaped = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, escapeHtml(value)]),
  );
  return { subject: fillIn(template.subject, values), html: fillIn(template.content, escaped) };
}

/**
 * E-mails a client about one of its orders: to the outbox (the text body is the HTML's text), and
 * recorded among the order's (and the client's) communications.
 */
export async function emailClientAboutOrder(
  db: Queryable,
  email: {
    storeId: string;
    clientId: string;
    orderId: string;
    to: string;
    /** The template key the communication shows (e.g. confirmacion_pedido). */
    template: string;
    subject: string;
    html: string;
  },
): Promise<void> {
  const text = email.html
    .replace(/<\/p>\s*/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .trim();
  await sendEmail(db, { to: email.to, subject: email.subject, text, html: email.html });
  await db.query(
    `insert into communications (store_id, client_id, order_id, subject, medium, recipient, template, status, content)
     values ($1, $2, $3, $4, 'email', $5, $6, 'sent', $7)`,
    [
      email.storeId,
      email.clientId,
      email.orderId,
      email.subject,
      email.to,
      email.template,
      email.html,
    ],
  );
}
