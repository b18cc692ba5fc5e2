import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SALES_INBOX } from '../leads.ts';
import { TOO_MANY_REQUESTS } from '../../http/rate-limit.ts';

const LEAD = {
  fullName: 'Camila Fuentes',
  sector: 'Alimentación',
  email: 'Camila@GranjaFuentes.cl',
  phone: '+56 9 8765 4321',
};

describe('demo requests: POST /api/leads (backup) and POST /api/forms/demo-request (form service)', () => {
  let testApp: TestApp;

  before(async () => {
    testApp = await createTestApp();
  });
  after(() => testApp.close());

  const post = (url: string, payload: unknown) =>
    testApp.app.inject({ method: 'POST', url, payload: payload as object });

  async function count(table: 'leads' | 'outbox'): Promise<number> {
    const { rows } = await testApp.db.query<{ n: number }>(`select count(*) as n from ${table}`);
    return Number(rows[0]?.n);
  }

  it('stores a lead (e-mail lower-cased) without a token', async () => {
    const response = await post('/api/leads', LEAD);
    assert.equal(response.statusCode, 201);
    const { rows } = await testApp.db.query<Record<string, string>>(
      'select full_name, sector, email, phone from leads where id = $1',
      [response.json().id],
    );
    assert.deepEqual(rows[0], {
      full_name: 'Camila Fuentes',
      sector: 'Alimentación',
      email: 'camila@granjafuentes.cl',
      phone: '+56 9 8765 4321',
    });
  });

  it('forwards a demo request to the sales inbox, as the form service does', async () => {
    const response = await post('/api/forms/demo-request', LEAD);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { ok: true });
    const outbox = await testApp.app.inject({ url: `/dev/outbox?to=${SALES_INBOX}` });
    const [message] = outbox.json().messages as Array<{ subject: string; text: string }>;
    assert.equal(message?.subject, 'Nueva solicitud de demo: Camila Fuentes');
    assert.match(message?.text ?? '', /Teléfono: \+56 9 8765 4321/);
  });

  it('refuses bad leads on both endpoints with the form messages, writing nothing', async () => {
    const leads = await count('leads');
    const mails = await count('outbox');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ fullName: 'Ana' }, 'fullName', 'El nombre debe tener entre 5 y 30 caracteres'],
      [{ fullName: 'x'.repeat(31) }, 'fullName', 'El nombre debe tener entre 5 y 30 caracteres'],
      [{ sector: '' }, 'sector', 'Selecciona un sector'],
      [{ sector: 'Minería' }, 'sector', 'Selecciona un sector'],
      [{ email: 'camila' }, 'email', 'Ingresa un correo electrónico válido'],
      [{ phone: '912345678' }, 'phone', 'Ingresa un número válido (+56 X XXXX XXXX)'],
      [{ phone: '+56 9 1234 567' }, 'phone', 'Ingresa un número válido (+56 X XXXX XXXX)'],
    ];
    for (const url of ['/api/leads', '/api/forms/demo-request']) {
      for (const [override, field, message] of cases) {
        const response = await post(url, { ...LEAD, ...override });
        assert.equal(response.statusCode, 400, `${url} ${JSON.stringify(override)}`);
        assert.equal(response.json().fields[field], message);
      }
      assert.equal((await post(url, {})).statusCode, 400);
    }
    assert.equal(await count('leads'), leads);
    assert.equal(await count('outbox'), mails);
  });

  it('slows down one address that sends too many leads (429)', async () => {
    let response = await post('/api/leads', LEAD);
    for (let i = 0; i < 25 && response.statusCode !== 429; i += 1) {
      response = await post('/api/leads', LEAD);
    }
    assert.equal(response.statusCode, 429);
    assert.equal(response.json().message, TOO_MANY_REQUESTS);
    assert.ok(response.json().retryAfterSeconds > 0, 'says how long to wait');
  });
});
