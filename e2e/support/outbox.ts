// The e-mail the product "sends" lands in the api's outbox; GET /dev/outbox lists it.
import { API_URL } from './env';

export interface OutboxMessage {
  id?: string;
  to_email?: string;
  to?: string;
  subject: string;
  text?: string;
  html?: string;
  body_text?: string;
  bodyText?: string;
  body_html?: string;
  bodyHtml?: string;
  created_at?: string;
  createdAt?: string;
}

/** Messages sent to `email`, newest first whatever order the api uses. */
export async function readOutbox(email: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`GET /dev/outbox -> ${response.status}`);
  const body = (await response.json()) as unknown;
  const list = (
    Array.isArray(body)
      ? body
      : ((body as { messages?: unknown; items?: unknown }).messages ??
        (body as { items?: unknown }).items ??
        [])
  ) as OutboxMessage[];
  const time = (message: OutboxMessage) =>
    Date.parse(message.created_at ?? message.createdAt ?? '') || 0;
  return [...list]
    .filter((message) => {
      const to = message.to_email ?? message.to;
      return !to || to.toLowerCase() === email.toLowerCase();
    })
    .sort((a, b) => time(b) - time(a));
}

/** The text of a message, whichever field name the api uses. */
export function messageText(message: OutboxMessage): string {
  return (
    message.text ??
    message.body_text ??
    message.bodyText ??
    message.html ??
    message.body_html ??
    message.bodyHtml ??
    ''
  );
}

/** Polls the outbox until a message for `email` matches (e.g. the verification code arrived). */
export async function waitForEmail(
  email: string,
  matches: (message: OutboxMessage) => boolean = () => true,
  { timeoutMs = 15_000, since }: { timeoutMs?: number; since?: Date } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await readOutbox(email);
    const found = messages.find((message) => {
      const sentAt = Date.parse(message.created_at ?? message.createdAt ?? '');
      return (!since || !sentAt || sentAt >= since.getTime() - 1000) && matches(message);
    });
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail for ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The first run of 6 digits in a message (verification codes). */
export function extractCode(message: OutboxMessage): string {
  const match = `${message.subject} ${messageText(message)}`.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no 6-digit code in "${message.subject}"`);
  return match[1];
}
