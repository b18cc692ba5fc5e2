import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import { type TestApp, openTestApp } from '../../testing/test-app.ts';
import { NEW_EMAIL, OTHER_EMAIL, bearer, getAccessToken } from '../../testing/tokens.ts';

const NO_VALID_TOKEN: Array<Record<string, string>> = [{}, { authorization: 'Bearer not-a-token' }];

const CONTACT = {
  address: 'Av. Libertad 1045, Viña del Mar',
  businessHours: [
    { days: 'Lunes a Viernes', startTime: '08:30', endTime: '17:30' },
    { days: 'Sábado', startTime: '09:00', endTime: '13:00' },
  ],
  contactPhones: [
    { number: '+56 9 3456 7812', isDefault: false },
    { number: '322123456', isDefault: true },
  ],
  contactEmails: [{ email: 'Contacto@HuertaVerde.cl', isDefault: true }],
  socialMedia: { instagram: 'https://www.instagram.com/huertaverde.cl', twitter: '' },
};

describe('business contact (GET/PUT /api/business/contact)', () => {
  let testApp: TestApp;
  let demo: { authorization: string };
  let otra: { authorization: string };

  before(async () => {
    ({ testApp, demo, otra } = await openTestApp());
  });
  after(() => testApp.close());

  const read = (headers: Record<string, string>) =>
    testApp.app.inject({ url: '/api/business/contact', headers });
  const save = (payload: unknown, headers: Record<string, string>) =>
    testApp.sendJson('PUT', '/api/business/contact', payload, headers);
  const contactTask = async (headers: Record<string, string>) =>
    (await testApp.app.inject({ url: '/api/setup/tasks', headers })).json().tasks.contact
      .isCompleted as boolean;
  const storedContact = async (email: string) =>
    (
      await testApp.db.query(
        `select s.address, s.business_hours, s.contact_phones, s.contact_emails, s.social_links
         from stores s join users u on u.id = s.owner_user_id where u.email = $1`,
        [email],
      )
    ).rows[0];

  it('answers 401 without a valid token, and 404 to a merchant without a store', async () => {
    for (const headers of NO_VALID_TOKEN) {
      assert.equal((await read(headers)).statusCode, 401);
      assert.equal((await save(CONTACT, headers)).statusCode, 401);
    }
    const nueva = bearer(await getAccessToken(testApp.app, NEW_EMAIL));
    const response = await read(nueva);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'Store not found');
    assert.equal((await save(CONTACT, nueva)).statusCode, 404);
  });

  it("reads the caller's contact, with each hour's description", async () => {
    const response = await read(demo);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), [
      'address',
      'businessHours',
      'contactEmails',
      'contactPhones',
      'socialMedia',
    ]);
    assert.deepEqual(body.businessHours[0], {
      days: 'Lunes a Viernes',
      startTime: '09:00',
      endTime: '19:00',
      description: 'Lunes a Viernes 09:00 - 19:00',
    });
    assert.deepEqual(body.contactPhones, [
      { number: '+56229451780', isDefault: true },
      { number: '+56987654321', isDefault: false },
    ]);
    assert.equal(body.contactEmails[0].email, 'hola@cafecordillera.cl');
    assert.equal(body.socialMedia.instagram, 'https://www.instagram.com/cafecordillera.cl');
    assert.equal((await read(otra)).json().contactPhones[0].number, '+56934567812');
  });

  it('saves the whole contact, normalised, and reads it back', async () => {
    const response = await save(CONTACT, otra);
    assert.equal(response.statusCode, 200);
    const expected = {
      address: 'Av. Libertad 1045, Viña del Mar',
      businessHours: [
        {
          days: 'Lunes a Viernes',
          startTime: '08:30',
          endTime: '17:30',
          description: 'Lunes a Viernes 08:30 - 17:30',
        },
        {
          days: 'Sábado',
          startTime: '09:00',
          endTime: '13:00',
          description: 'Sábado 09:00 - 13:00',
        },
      ],
      contactPhones: [
        { number: '+56934567812', isDefault: false },
        { number: '322123456', isDefault: true },
      ],
      contactEmails: [{ email: 'contacto@huertaverde.cl', isDefault: true }],
      socialMedia: {
        twitter: '',
        facebook: '',
        instagram: 'https://www.instagram.com/huertaverde.cl',
      },
    };
    assert.deepEqual(response.json(), expected);
    assert.deepEqual((await read(otra)).json(), expected);
    // Hours are stored without their description; blank social links are not stored.
    const stored = await storedContact(OTHER_EMAIL);
    assert.deepEqual(stored?.business_hours, [
      { days: 'Lunes a Viernes', startTime: '08:30', endTime: '17:30' },
      { days: 'Sábado', startTime: '09:00', endTime: '13:00' },
    ]);
    assert.deepEqual(stored?.social_links, {
      instagram: 'https://www.instagram.com/huertaverde.cl',
    });
  });

  it("drives the setup guide's contact task: a phone and an e-mail complete it", async () => {
    assert.equal((await save({ ...CONTACT, contactEmails: [] }, otra)).statusCode, 200);
    assert.equal(await contactTask(otra), false);
    assert.equal((await save(CONTACT, otra)).statusCode, 200);
    assert.equal(await contactTask(otra), true);
  });

  it('refuses bad input with a Spanish message per field, writing nothing', async () => {
    const before = await storedContact(OTHER_EMAIL);
    const cases: Array<[unknown, string, string]> = [
      [
        { ...CONTACT, businessHours: [{ days: 'Lunes', startTime: '', endTime: '18:00' }] },
        'businessHours[0].startTime',
        'Ingresa la hora de inicio',
      ],
      [
        { ...CONTACT, contactPhones: [{ number: '12-34', isDefault: true }] },
        'contactPhones[0].number',
        'Ingresa un teléfono válido: + opcional y entre 6 y 15 dígitos',
      ],
      [
        { ...CONTACT, contactEmails: [{ email: 'hola@', isDefault: true }] },
        'contactEmails[0].email',
        'Ingresa un correo electrónico válido',
      ],
      [
        {
          ...CONTACT,
          contactEmails: [
            { email: 'a@tienda.cl', isDefault: true },
            { email: 'b@tienda.cl', isDefault: true },
          ],
        },
        'contactEmails',
        'Debe haber exactamente un elemento predeterminado',
      ],
      [
        { ...CONTACT, socialMedia: { facebook: 'facebook' } },
        'socialMedia.facebook',
        'Ingresa una URL válida que comience con http:// o https://',
      ],
      [
        { ...CONTACT, contactPhones: undefined },
        'contactPhones',
        'Faltan los teléfonos de contacto',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await save(payload, otra);
      assert.equal(response.statusCode, 400, field);
      const body = response.json();
      assert.equal(body.error, 'Bad Request');
      assert.equal(body.message, message, field);
      assert.equal(body.fields[field], message, field);
    }
    const notAnObject = await save(['texto'], otra);
    assert.equal(notAnObject.statusCode, 400);
    assert.equal(notAnObject.json().message, 'Se esperaba un objeto JSON');
    assert.deepEqual(await storedContact(OTHER_EMAIL), before, 'nothing was written');
  });
});
