import type { Communication } from '@platform/api/contracts';
import { downloadBlob, formatDateTime } from '@platform/shared';
import { statusLabel } from '@platform/shared/constants';
import { clientDetailMessages } from './messages';

const copy = clientDetailMessages;

/** A template key as people read it: 'confirmacion_pedido' → 'confirmacion pedido'. */
export function templateLabel(template: string | null): string {
  return template ? template.replace(/_/g, ' ') : '';
}

const PARAGRAPHS = 'p, h1, h2, h3, h4, h5, h6, table, ul, ol, blockquote';
const LINES = 'div, li, tr';

/**
 * An e-mail's HTML as plain text: its words, a line per block, a blank line between paragraphs.
 * DOMParser builds an inert document (no script runs, nothing loads); only its text is read.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  doc.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  doc.querySelectorAll(PARAGRAPHS).forEach((block) => block.append('\n\n'));
  doc.querySelectorAll(LINES).forEach((block) => block.append('\n'));
  return (doc.body.textContent ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The text file of a communication: what was sent, to whom and when, then its content. */
export function communicationText(communication: Communication): string {
  const file = copy.file;
  const content =
    communication.medium === 'email' ? htmlToText(communication.content) : communication.content;
  return [
    `${file.subject}: ${communication.subject}`,
    `${file.medium}: ${copy.communications.media[communication.medium]}`,
    `${file.recipient}: ${communication.recipient}`,
    `${file.date}: ${formatDateTime(communication.sentAt)}`,
    `${file.template}: ${templateLabel(communication.template) || copy.communications.noTemplate}`,
    `${file.status}: ${statusLabel('communication', communication.status)}`,
    '',
    content,
    '',
  ].join('\n');
}

/** Saves a communication as '<its id>.txt' (spec 3 §2). */
export function downloadCommunication(communication: Communication): void {
  const blob = new Blob([communicationText(communication)], { type: 'text/plain;charset=utf-8' });
  downloadBlob(blob, `${communication.id}.txt`);
}
