import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import { EMAIL_TEMPLATES } from '../../db/seed-data.ts';
import { type Bearer, type TestApp, openTestApp } from '../../testing/test-app.ts';
import { DEMO_EMAIL, OTHER_EMAIL } from '../../testing/tokens.ts';
import type { EmailTemplate } from '../contract.ts';

const LIST = '/api/email-templates';

describe('GET/PUT /api/email-templates', () => {
  let testApp: TestApp;
  let demo: Bearer;
  let otra: Bearer;

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const list = async (headers: Bearer): Promise<EmailTemplate[]> => {
    const response = await testApp.app.inject({ method: 'GET', url: LIST, headers });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().templates as EmailTemplate[];
  };
  const save = (headers: Bearer, id: string, payload: unknown) =>
    testApp.sendJson('PUT', `${LIST}/${id}`, payload, headers);
  /** The stored row of a store's template (by the store owner's e-mail and the template key). */
  const stored = async (email: string, key: string) =>
    (
      await testApp.db.query<{ id: string; subject: string; content: string; updated: string }>(
        `select t.id::text as id, t.subject, t.content, t.updated_at::text as updated
         from email_templates t join stores s on s.id = t.store_id
         join users u on u.id = s.owner_user_id where u.email = $1 and t.template_key = $2`,
        [email, key],
      )
    ).rows[0]!;

  let confirmation: EmailTemplate;
  beforeEach(async () => {
    confirmation = (await list(otra))[0]!;
  });

  it("lists the caller's five templates in the seed's order, with their variables", async () => {
    const templates = await list(demo);
    assert.deepEqual(
      templates.map((template) => template.name),
      EMAIL_TEMPLATES.map((template) => template.name),
    );
    const first = templates[0]!;
    const seed = EMAIL_TEMPLATES[0];
    assert.equal(first.description, seed.description);
    assert.equal(first.subject, seed.subject);
    assert.equal(first.content, seed.content);
    assert.deepEqual(first.variables, seed.variables);
    assert.ok(!Number.isNaN(Date.parse(first.updatedAt)));
    // Each store has its own rows: the same templates, other ids.
    const otraIds = new Set((await list(otra)).map((template) => template.id));
    assert.equal(otraIds.size, 5);
    assert.ok(templates.every((template) => !otraIds.has(template.id)));
  });

  it('saves the subject and the content, and answers the saved template', async () => {
    const before = await stored(OTHER_EMAIL, 'confirmacion_pedido');
    const response = await save(otra, confirmation.id, {
      id: confirmation.id,
      subject: '  ¡Gracias, {{nombre_cliente}}! Pedido #{{ numero_orden }}  ',
      content: '<p>Hola {{nombre_cliente}}, pagaste {{total}} en {{nombre_tienda}}.</p>',
      name: 'Otro nombre',
    });
    assert.equal(response.statusCode, 200, response.body);
    const saved = response.json() as EmailTemplate;
    assert.equal(saved.subject, '¡Gracias, {{nombre_cliente}}! Pedido #{{ numero_orden }}');
    assert.equal(
      saved.content,
      '<p>Hola {{nombre_cliente}}, pagaste {{total}} en {{nombre_tienda}}.</p>',
    );
    assert.equal(saved.name, confirmation.name, 'only subject and content change');
    assert.deepEqual(saved.variables, confirmation.variables);
    const row = await stored(OTHER_EMAIL, 'confirmacion_pedido');
    assert.equal(row.subject, saved.subject);
    assert.equal(row.content, saved.content);
    assert.notEqual(row.updated, before.updated);
    assert.deepEqual((await list(otra))[0], saved);
  });

  it('stores the content sanitised: no script, no event handler, no javascript: link', async () => {
    const response = await save(otra, confirmation.id, {
      id: confirmation.id,
      subject: 'Pedido {{numero_orden}}',
      content:
        '<p>Hola {{nombre_cliente}}</p><script>window.__hacked = true</script>' +
        '<img src="https://tienda.cl/x.png" onerror="alert(1)"><a href="javascript:alert(2)">ver</a>' +
        '<iframe src="https://evil.example"></iframe><form><input name="rut"></form>',
    });
    assert.equal(response.statusCode, 200, response.body);
    const { content } = await stored(OTHER_EMAIL, 'confirmacion_pedido');
    assert.equal(content, (response.json() as EmailTemplate).content);
    assert.equal(
      content,
      '<p>Hola {{nombre_cliente}}</p><img src="https://tienda.cl/x.png" /><a>ver</a>',
    );
  });

  it('refuses content that is nothing but what an e-mail may not hold', async () => {
    const before = await stored(OTHER_EMAIL, 'confirmacion_pedido');
    const response = await save(otra, confirmation.id, {
      id: confirmation.id,
      subject: 'Pedido',
      content: '<script>alert(1)</script>',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json().fields.content,
      'El contenido no puede quedar vacío: solo tenía elementos que no se permiten en un correo',
    );
    assert.deepEqual(await stored(OTHER_EMAIL, 'confirmacion_pedido'), before);
  });

  it('refuses unknown variables with a 400 that lists them, and writes nothing', async () => {
    const before = await stored(OTHER_EMAIL, 'confirmacion_pedido');
    const response = await save(otra, confirmation.id, {
      id: confirmation.id,
      // link_pago belongs to another template, not to this one.
      subject: 'Hola {{foo}} {{nombre_cliente}}',
      content: '<p>{{link_pago}} {{foo}} {{ bar }}</p>',
    });
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.equal(
      body.message,
      'Las variables {{foo}}, {{link_pago}}, {{bar}} no están definidas para esta plantilla',
    );
    assert.deepEqual(body.unknownVariables, ['foo', 'link_pago', 'bar']);
    assert.deepEqual(body.fields, {
      subject: 'La variable {{foo}} no está definida para esta plantilla',
      content:
        'Las variables {{link_pago}}, {{foo}}, {{bar}} no están definidas para esta plantilla',
    });
    assert.deepEqual(await stored(OTHER_EMAIL, 'confirmacion_pedido'), before);
  });

  it('answers 400 with the form messages for a bad body, and writes nothing', async () => {
    const before = await stored(OTHER_EMAIL, 'confirmacion_pedido');
    const valid = { id: confirmation.id, subject: 'Asunto', content: '<p>Hola</p>' };
    const cases: Array<[unknown, string, string]> = [
      [{ ...valid, subject: ' ' }, 'subject', 'El asunto es requerido'],
      [{ ...valid, subject: null }, 'subject', 'El asunto es requerido'],
      [
        { ...valid, subject: 'x'.repeat(151) },
        'subject',
        'El asunto no puede exceder 150 caracteres',
      ],
      [
        { ...valid, subject: 'Hola\r\nBcc: x@y.cl' },
        'subject',
        'El asunto debe ir en una sola línea',
      ],
      [{ ...valid, content: '' }, 'content', 'El contenido es requerido'],
      [
        { ...valid, content: 'x'.repeat(20_001) },
        'content',
        'El contenido no puede exceder 20.000 caracteres',
      ],
      [{ ...valid, id: undefined }, 'id', 'Falta el id de la plantilla'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await save(otra, confirmation.id, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      const body = response.json();
      assert.equal(body.error, 'Bad Request');
      assert.equal(body.fields[field], message, JSON.stringify(payload));
    }
    // A value of the wrong kind, a text instead of an object, an id that is no uuid.
    for (const payload of [{ ...valid, subject: 12 }, { ...valid, content: ['<p>'] }, 'texto']) {
      const response = await save(otra, confirmation.id, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.ok(response.json().message);
    }
    assert.equal(
      (await save(otra, 'no-es-un-id', { ...valid, id: 'no-es-un-id' })).statusCode,
      400,
    );
    assert.deepEqual(await stored(OTHER_EMAIL, 'confirmacion_pedido'), before);
  });

  it('answers 400 when the id in the body is not the one in the path', async () => {
    const [, reminder] = await list(otra);
    const response = await save(otra, confirmation.id, {
      id: reminder!.id,
      subject: 'Asunto',
      content: '<p>Hola</p>',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(
      response.json().message,
      'El id de la plantilla no coincide con el de la dirección',
    );
  });

  it("answers 404 for another store's template, and leaves it as it was", async () => {
    const demoTemplate = (await list(demo))[0]!;
    const before = await stored(DEMO_EMAIL, 'confirmacion_pedido');
    const response = await save(otra, demoTemplate.id, {
      id: demoTemplate.id,
      subject: 'Pedido {{numero_orden}}',
      content: '<p>Robado</p>',
    });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Plantilla no encontrada');
    assert.deepEqual(await stored(DEMO_EMAIL, 'confirmacion_pedido'), before);
    // An id no store has: the same answer.
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const missing = await save(otra, unknownId, { id: unknownId, subject: 'a', content: 'b' });
    assert.equal(missing.statusCode, 404);
  });

  it('answers 401 without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer no-es-un-token' }]) {
      const read = await testApp.app.inject({ method: 'GET', url: LIST, headers });
      assert.equal(read.statusCode, 401);
      const put = await testApp.app.inject({
        method: 'PUT',
        url: `${LIST}/${confirmation.id}`,
        headers,
        payload: { id: confirmation.id, subject: 'a', content: 'b' },
      });
      assert.equal(put.statusCode, 401);
    }
  });
});
