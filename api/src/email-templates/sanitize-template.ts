import sanitizeHtml from 'sanitize-html';

/**
 * The HTML an e-mail template may keep: the text, layout and table markup e-mail clients render,
 * links and images over the web, and inline styles of plain properties. Everything else goes:
 * scripts and their text, event handlers (`onerror`), `javascript:` and `data:` URLs, frames,
 * forms and their controls, `<style>` blocks, embedded objects, comments.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const CELL = ['colspan', 'rowspan', 'width', 'height', 'valign', 'bgcolor'];

/** A CSS value with no function that fetches or runs anything (`url(`, `expression(`). */
const SAFE_CSS_VALUE =
  /^(?!.*(?:url|expression|image-set|image|element|paint)\s*\()(?!.*(?:javascript|vbscript|data):)[\w\s#%.,()'"+\-/!]*$/i;

const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration',
  'text-transform',
  'vertical-align',
  'white-space',
  'display',
  'width',
  'min-width',
  'max-width',
  'height',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'border-collapse',
  'border-spacing',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': ['style', 'align', 'dir', 'lang', 'title'],
    // `rel` is set by the transform below (transforms run before this filter).
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    table: ['width', 'border', 'cellpadding', 'cellspacing', 'bgcolor', 'role'],
    tr: ['valign', 'bgcolor'],
    td: CELL,
    th: [...CELL, 'scope'],
    col: ['span', 'width'],
    colgroup: ['span', 'width'],
    ol: ['start', 'type'],
  },
  allowedStyles: {
    '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [SAFE_CSS_VALUE]])),
  },
  // A variable ({{link_pago}}) is a relative URL until the sender fills it in: it stays.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with their text, not only their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'iframe',
    'object',
    'noembed',
    'noframes',
    'xmp',
  ],
  transformTags: {
    // A link may open a new window (and then does not hand it the opener), nothing else.
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** A template's HTML with only what an e-mail may hold (see above); applied on every save. */
export function sanitizeTemplateHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
