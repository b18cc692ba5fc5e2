import DOMPurify from 'dompurify';

/**
 * An e-mail's HTML, safe to show (spec 3 §2 "content may be HTML for e-mail"): DOMPurify drops
 * scripts, event handlers (`onerror`), `javascript:` links, forms and frames. The result is also
 * shown inside a sandboxed frame with no permissions, so even markup that got through cannot run
 * script, submit, navigate the page or read it.
 */
export function sanitizeEmailHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  });
}

/** The frame's document: the sanitised body with a readable default style. */
export function emailDocument(html: string): string {
  return [
    '<!doctype html><html lang="es"><head><meta charset="utf-8">',
    '<style>body{margin:16px;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;',
    'color:#1f2937;word-wrap:break-word}img{max-width:100%;height:auto}</style></head><body>',
    sanitizeEmailHtml(html),
    '</body></html>',
  ].join('');
}
