import DOMPurify from 'dompurify';
import { templateVariableSpans } from '@platform/shared/validation';
import type { EmailTemplate } from './api/list-email-templates';

type Variables = EmailTemplate['variables'];

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * A text with each defined variable replaced by its example (`{{ total }}` too, as the sender
 * fills it in); an unknown one stays as written. `html` escapes the examples, as the sender
 * escapes the real values it puts in an e-mail's HTML.
 */
export function fillInExamples(text: string, variables: Variables, html = false): string {
  const examples = new Map(variables.map((variable) => [variable.name, variable.example]));
  let filled = '';
  let from = 0;
  for (const span of templateVariableSpans(text)) {
    const example = examples.get(span.name);
    if (example === undefined) continue;
    filled += text.slice(from, span.start) + (html ? escapeHtml(example) : example);
    from = span.end;
  }
  return filled + text.slice(from);
}

/** An event handler attribute (`onerror=`, ` onload `) inside what looks like a start tag. */
const EVENT_HANDLER = /(<[a-z][^>]*?[\s/"'])(on[a-z]+)(?=[\s=/>])/gi;

/**
 * The HTML with its event handler attributes renamed before it reaches any HTML parser. Parsing
 * one, even into DOMPurify's inert document, makes the browser check it against the page's
 * Content Security Policy, which blocks it and reports a violation; renamed, it is a plain
 * attribute that DOMPurify drops with the rest (a handler this misses is still blocked by the
 * policy and dropped by DOMPurify).
 */
export function defuseEventHandlers(html: string): string {
  let current = html;
  for (;;) {
    const next = current.replace(EVENT_HANDLER, '$1x-$2');
    if (next === current) return current;
    current = next;
  }
}

/**
 * The preview frame's document: the content with its examples, cleaned by DOMPurify (no script,
 * event handler, `javascript:` link, form or frame survives) and shown with a readable default
 * style. The frame is sandboxed with no permission as well, so even markup that got through
 * could not run a script, submit, navigate the page or read it.
 */
export function previewDocument(content: string, variables: Variables): string {
  const body = DOMPurify.sanitize(defuseEventHandlers(fillInExamples(content, variables, true)), {
    USE_PROFILES: { html: true },
    // As the api's allow-list: no data-* attributes either.
    ALLOW_DATA_ATTR: false,
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  });
  return [
    '<!doctype html><html lang="es"><head><meta charset="utf-8">',
    '<style>body{margin:16px;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;',
    'color:#1f2937;word-wrap:break-word}img{max-width:100%;height:auto}</style></head><body>',
    body,
    '</body></html>',
  ].join('');
}
