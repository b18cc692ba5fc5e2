import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { EMAIL_TEMPLATES } from '../db/seed-data.ts';
import { sanitizeTemplateHtml } from './sanitize-template.ts';

describe('sanitizeTemplateHtml', () => {
  it('keeps the seeded templates exactly as they are, variables included', () => {
    for (const template of EMAIL_TEMPLATES) {
      assert.equal(sanitizeTemplateHtml(template.content), template.content, template.key);
    }
  });

  it('keeps the markup of an e-mail: text, lists, tables, links, images and plain styles', () => {
    const html =
      '<h2 style="color:#2f855a;text-align:center">Hola {{nombre_cliente}}</h2>' +
      '<table width="100%" cellpadding="4"><tbody><tr><td colspan="2" style="padding:8px">Total</td></tr></tbody></table>' +
      '<ul><li><em>uno</em></li></ul>' +
      '<p><a href="https://tienda.cl/pedidos?x=1&amp;y=2" target="_blank" rel="noopener noreferrer">Ver</a> ' +
      '<a href="mailto:hola@tienda.cl">Escríbenos</a> <a href="{{link_pago}}">Pagar</a></p>' +
      '<img src="https://tienda.cl/logo.png" alt="Logo" width="120" />';
    assert.equal(sanitizeTemplateHtml(html), html);
  });

  it('drops scripts, event handlers, script URLs, frames, forms and style blocks', () => {
    const html =
      '<p onclick="robar()">Hola</p><script>alert(1)</script>' +
      '<img src="x.png" onerror="alert(2)" /><img src="data:image/png;base64,AAAA" />' +
      '<a href="javascript:alert(3)">a</a><a href="JaVaScRiPt&colon;alert(4)">b</a>' +
      '<a href=" java\tscript:alert(5)">c</a><a href="vbscript:msgbox(1)">d</a>' +
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x.swf" />' +
      '<form action="https://evil.example"><input name="rut" /><button>Enviar</button></form>' +
      '<style>body{background:url(https://evil.example)}</style><svg onload="alert(6)"></svg>' +
      '<p style="background-image:url(javascript:alert(7));color:red;width:expression(alert(8))">x</p>' +
      '<!-- comentario --><math><mi>x</mi></math><base href="https://evil.example" />' +
      '<meta http-equiv="refresh" content="0;url=https://evil.example" /><a href="//evil.example">e</a>';
    const clean = sanitizeTemplateHtml(html);
    for (const forbidden of [
      /<script/i,
      /alert\(/i,
      /\bon\w+=/i,
      /javascript/i,
      /vbscript/i,
      /data:/i,
      /<iframe/i,
      /<object/i,
      /<embed/i,
      /<form/i,
      /<input/i,
      /<button/i,
      /<style/i,
      /<svg/i,
      /url\(/i,
      /expression/i,
      /<!--/,
      /<math/i,
      /<base/i,
      /<meta/i,
      /evil\.example/i,
    ]) {
      assert.doesNotMatch(clean, forbidden);
    }
    // What was text stays text; the harmless part of a style stays.
    assert.match(clean, /<p>Hola<\/p>/);
    assert.match(clean, /Enviar/);
    assert.match(clean, /<p style="color:red">x<\/p>/);
  });

  it('adds rel to a link that opens a new window, and allows no other target', () => {
    assert.equal(
      sanitizeTemplateHtml('<a href="https://tienda.cl" target="_blank">x</a>'),
      '<a href="https://tienda.cl" target="_blank" rel="noopener noreferrer">x</a>',
    );
    assert.equal(
      sanitizeTemplateHtml('<a href="https://tienda.cl" target="_top" rel="opener">x</a>'),
      '<a href="https://tienda.cl">x</a>',
    );
  });

  it('gives the same HTML when cleaned twice', () => {
    const once = sanitizeTemplateHtml(
      '<p>1 < 2 & "tres"<br>{{total}}</p><img src="https://x.cl/a.png" onerror="x()">',
    );
    assert.equal(sanitizeTemplateHtml(once), once);
  });
});
