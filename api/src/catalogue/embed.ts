import { createHash } from 'node:crypto';

import { LOCALE } from '@platform/shared/constants';

import type { EmbeddedProduct } from './product-queries.ts';

/**
 * "Incrustar Producto" (spec 2 §1, §2): a product's card on the merchant's own website. The
 * merchant pastes a div and a script; the script puts an iframe of the card page in the div. The
 * card is a page of its own origin, sandboxed, so the merchant's page and the card cannot reach
 * into each other, and every text in it is escaped.
 */

export const EMBED_SCRIPT_PATH = '/api/public/embed/product.js';
export const EMBED_BUTTON_TEXT = 'Suscribirme';
export const EMBED_BUTTON_MAX_LENGTH = 40;
const DEFAULT_COLOR = '#4F46E5';
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** The message type the card posts to the embedding page with its height. */
const HEIGHT_MESSAGE = 'suscribe-producto:height';
/** The iframe's sandbox: scripts (its height) and a button that opens the store in a new tab. */
const FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/** The store's public site (the address the setup guide and registration show). */
export const storefrontUrl = (subdomain: string) => `https://${subdomain}.suscribe.cl`;

export function embedFramePath(subdomain: string, productId: string): string {
  return `/api/public/embed/stores/${encodeURIComponent(subdomain)}/products/${encodeURIComponent(productId)}`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const clp = new Intl.NumberFormat(LOCALE.locale, {
  style: 'currency',
  currency: LOCALE.currency,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole pesos as es-CL prints them: 12990 → '$12.990'. */
export const formatPesos = (value: number) => clp.format(value);

/** The button's color: a #RRGGBB given, else the store's, else the platform's. */
export function buttonColor(requested: string | undefined, storeColor: string | null): string {
  if (requested && HEX_COLOR.test(requested)) return requested;
  if (storeColor && HEX_COLOR.test(storeColor)) return storeColor;
  return DEFAULT_COLOR;
}

/** The button's text: the one given (trimmed, cut at 40 characters), else 'Suscribirme'. */
export function buttonText(requested: string | undefined): string {
  const text = [...(requested ?? '').replace(/\s+/g, ' ').trim()]
    .slice(0, EMBED_BUTTON_MAX_LENGTH)
    .join('');
  return text || EMBED_BUTTON_TEXT;
}

/** An image URL the card may load: http(s) only, as its origin for the CSP; null otherwise. */
function imageSource(url: string | null): { url: string; origin: string } | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return { url: parsed.href, origin: parsed.origin };
  } catch {
    return null;
  }
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Posts the page's height to the embedding page, whose script sizes the iframe with it. */
const RESIZE_SCRIPT = `(function(){function s(){parent.postMessage({type:${JSON.stringify(HEIGHT_MESSAGE)},height:document.documentElement.scrollHeight},'*');}addEventListener('load',s);addEventListener('resize',s);s();})();`;

function cardStyle(color: string): string {
  return `*{box-sizing:border-box}html,body{margin:0;background:transparent}
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a202c}
.card{border:1px solid #e2e8f0;border-radius:12px;background:#fff;overflow:hidden;max-width:360px}
.image{display:block;width:100%;aspect-ratio:1/1;object-fit:cover;background:#f7fafc}
.body{padding:16px}
h1{font-size:18px;line-height:1.3;margin:0 0 4px}
.price{font-size:20px;font-weight:700;margin:0 0 8px}
.description{font-size:14px;line-height:1.5;color:#4a5568;margin:0 0 16px;white-space:pre-line;overflow-wrap:anywhere}
.button{display:block;text-align:center;padding:10px 16px;border-radius:8px;background:${color};color:#fff;font-weight:600;text-decoration:none}
.unavailable{padding:16px;font-size:14px;color:#4a5568}`;
}

/** The headers of a card page: framable by any site, nothing else allowed. */
function pageHeaders(style: string, imageOrigin: string | null): Record<string, string> {
  const csp = [
    "default-src 'none'",
    `img-src ${imageOrigin ?? "'none'"}`,
    `style-src ${sha256(style)}`,
    `script-src ${sha256(RESIZE_SCRIPT)}`,
    "base-uri 'none'",
    "form-action 'none'",
    // The narrow exception to the api's rule: this page, and only it, may be framed anywhere.
    'frame-ancestors *',
    // Run as an opaque origin even where the iframe is not sandboxed: no cookies, no storage.
    `sandbox ${FRAME_SANDBOX}`,
  ].join('; ');
  return {
    'content-security-policy': csp,
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'cross-origin',
  };
}

function page(title: string, style: string, content: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
${content}
<script>${RESIZE_SCRIPT}</script>
</body>
</html>
`;
}

export interface EmbedPage {
  html: string;
  headers: Record<string, string>;
}

/** The card of a product: image, name, price, description and the button to the store. */
export function productCardPage(
  product: EmbeddedProduct,
  options: { texto?: string | undefined; color?: string | undefined },
): EmbedPage {
  const style = cardStyle(buttonColor(options.color, product.primaryColor));
  const image = imageSource(product.imageUrl);
  const link = `${storefrontUrl(product.subdomain)}/productos/${encodeURIComponent(product.id)}`;
  const content = `<article class="card">
${image ? `<img class="image" src="${escapeHtml(image.url)}" alt="${escapeHtml(product.name)}">` : ''}
<div class="body">
<h1>${escapeHtml(product.name)}</h1>
<p class="price">${escapeHtml(formatPesos(product.price))}</p>
${product.description ? `<p class="description">${escapeHtml(product.description)}</p>` : ''}
<a class="button" href="${escapeHtml(link)}" target="_blank" rel="noopener noreferrer">${escapeHtml(buttonText(options.texto))}</a>
</div>
</article>`;
  return {
    html: page(product.name, style, content),
    headers: pageHeaders(style, image?.origin ?? null),
  };
}

export const UNAVAILABLE_TEXT = 'Este producto no está disponible.';

/** What the iframe shows for an unknown, hidden or archived product (a 404). */
export function unavailablePage(): EmbedPage {
  const style = cardStyle(DEFAULT_COLOR);
  return {
    html: page(
      'Producto no disponible',
      style,
      `<p class="unavailable">${escapeHtml(UNAVAILABLE_TEXT)}</p>`,
    ),
    headers: pageHeaders(style, null),
  };
}

/**
 * The script the merchant's page loads: each `div.suscribe-producto` with data-tienda and
 * data-producto gets the card's iframe, sized by the height the card posts. It only builds
 * elements and URLs (no HTML from attributes), and runs once however often it is included.
 */
export function embedScript(publicUrl: string): string {
  return `(function () {
  'use strict';
  if (window.__suscribeProductoEmbed) return;
  window.__suscribeProductoEmbed = true;
  var BASE = ${JSON.stringify(publicUrl)};
  var COLOR = /^#[0-9a-fA-F]{6}$/;
  var frames = [];
  function mount(element) {
    if (element.getAttribute('data-suscribe-listo')) return;
    var store = element.getAttribute('data-tienda') || '';
    var product = element.getAttribute('data-producto') || '';
    if (!store || !product) return;
    element.setAttribute('data-suscribe-listo', '1');
    var query = [];
    var text = element.getAttribute('data-texto');
    if (text) query.push('texto=' + encodeURIComponent(text.slice(0, ${EMBED_BUTTON_MAX_LENGTH})));
    var color = element.getAttribute('data-color');
    if (color && COLOR.test(color)) query.push('color=' + encodeURIComponent(color));
    var frame = document.createElement('iframe');
    frame.src = BASE + '/api/public/embed/stores/' + encodeURIComponent(store) + '/products/' +
      encodeURIComponent(product) + (query.length ? '?' + query.join('&') : '');
    frame.title = 'Producto';
    frame.setAttribute('loading', 'lazy');
    frame.setAttribute('sandbox', ${JSON.stringify(FRAME_SANDBOX)});
    frame.setAttribute('referrerpolicy', 'no-referrer');
    frame.style.cssText = 'border:0;width:100%;max-width:360px;height:480px;display:block;';
    while (element.firstChild) element.removeChild(element.firstChild);
    element.appendChild(frame);
    frames.push(frame);
  }
  function mountAll() {
    var elements = document.querySelectorAll('.suscribe-producto[data-tienda][data-producto]');
    for (var i = 0; i < elements.length; i++) mount(elements[i]);
  }
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.type !== ${JSON.stringify(HEIGHT_MESSAGE)}) return;
    var height = Number(data.height);
    if (!(height > 0 && height < 4000)) return;
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) frames[i].style.height = Math.ceil(height) + 'px';
    }
  });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
`;
}

/** The snippets the "Incrustar Producto" dialog gives. */
export function embedSnippets(publicUrl: string, subdomain: string, productId: string) {
  const scriptUrl = `${publicUrl}${EMBED_SCRIPT_PATH}`;
  const frameUrl = `${publicUrl}${embedFramePath(subdomain, productId)}`;
  const snippet = `<div class="suscribe-producto"
     data-tienda="${escapeHtml(subdomain)}"
     data-producto="${escapeHtml(productId)}"
     data-texto="${EMBED_BUTTON_TEXT}"></div>
<script src="${escapeHtml(scriptUrl)}" async></script>`;
  const iframeSnippet = `<iframe src="${escapeHtml(frameUrl)}" title="Producto" width="100%" height="480" style="border:0;max-width:360px" loading="lazy" sandbox="${FRAME_SANDBOX}" referrerpolicy="no-referrer"></iframe>`;
  return { scriptUrl, frameUrl, snippet, iframeSnippet };
}
