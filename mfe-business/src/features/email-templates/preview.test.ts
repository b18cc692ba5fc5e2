import { defuseEventHandlers, fillInExamples, previewDocument } from './preview';

const VARIABLES = [
  { name: 'nombre_cliente', description: 'Nombre del cliente', example: 'Javiera' },
  { name: 'total', description: 'Total pagado', example: '$24.980' },
  { name: 'tienda', description: 'Nombre de la tienda', example: 'Pan & <Café>' },
];

describe('the preview of a template', () => {
  it('replaces each defined variable by its example, and leaves unknown ones as written', () => {
    expect(fillInExamples('Hola {{nombre_cliente}}, pagaste {{ total }} {{foo}}', VARIABLES)).toBe(
      'Hola Javiera, pagaste $24.980 {{foo}}',
    );
  });

  it('escapes the examples that go into HTML', () => {
    expect(fillInExamples('<p>{{tienda}}</p>', VARIABLES, true)).toBe(
      '<p>Pan &amp; &lt;Café&gt;</p>',
    );
    expect(fillInExamples('{{tienda}}', VARIABLES)).toBe('Pan & <Café>');
  });

  it('builds a document without scripts, handlers, script links, forms or frames', () => {
    const html = previewDocument(
      '<p>Hola {{nombre_cliente}}</p><script>window.hacked = 1</script>' +
        '<img src="x.png" onerror="alert(1)"><a href="javascript:alert(2)">ver</a>' +
        '<form action="/x"><input name="rut"><button>Enviar</button></form>' +
        '<iframe src="/x"></iframe>',
      VARIABLES,
    );
    expect(html).toContain('<p>Hola Javiera</p>');
    expect(html).toContain('<img src="x.png">');
    expect(html).not.toMatch(/<script|onerror|javascript:|<form|<input|<button|<iframe/i);
    expect(html).toMatch(/^<!doctype html><html lang="es">/);
  });

  it('renames event handler attributes before any parser sees them, and only those', () => {
    expect(
      defuseEventHandlers(
        '<img src="x.png" onerror="a()" ONLOAD=b()><svg/onload=c()><a title="x"onclick="d()">' +
          '<p class="one">Hola, online = sí</p><button onclick>',
      ),
    ).toBe(
      '<img src="x.png" x-onerror="a()" x-ONLOAD=b()><svg/x-onload=c()><a title="x"x-onclick="d()">' +
        '<p class="one">Hola, online = sí</p><button x-onclick>',
    );
  });
});
