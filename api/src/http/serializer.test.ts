import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { Type } from 'typebox';

import { Nullable } from './contract.ts';
import { JsonText } from './json-text.ts';
import { checkedSerializerCompiler } from './response-check.ts';
import { fastSerializerCompiler, nullableAsTypeList } from './serializer.ts';

const Row = Type.Object({
  name: Type.String(),
  phone: Nullable(Type.String()),
  lastLoginAt: Nullable(Type.String({ format: 'date-time' })),
  total: Nullable(Type.Integer()),
  method: Type.Union([Type.Enum(['webpay_credit', 'bank_transfer']), Type.Null()]),
  address: Nullable(Type.Object({ street: Type.String() })),
});

describe('the response serialiser', () => {
  it('turns a nullable scalar into one schema with a list of types, and leaves the rest', () => {
    const copy = nullableAsTypeList(JSON.parse(JSON.stringify(Row))) as {
      properties: Record<string, Record<string, unknown>>;
    };
    assert.deepEqual(copy.properties.phone, { type: ['string', 'null'] });
    assert.deepEqual(copy.properties.lastLoginAt, {
      type: ['string', 'null'],
      format: 'date-time',
    });
    assert.deepEqual(copy.properties.total, { type: ['integer', 'null'] });
    // an enum has no single type, an object is not a scalar: both stay unions
    assert.ok(Array.isArray(copy.properties.method!.anyOf));
    assert.ok(Array.isArray(copy.properties.address!.anyOf));
  });

  it('writes the same JSON for values and for nulls', () => {
    const serialize = fastSerializerCompiler()({
      schema: Type.Object({ data: Type.Array(Row) }),
      method: 'GET',
      url: '/test',
      httpStatus: '200',
    } as never);
    const data = [
      {
        name: 'Claudia',
        phone: '+56932070319',
        lastLoginAt: '2026-11-28T20:21:49.063Z',
        total: 3,
        method: 'webpay_credit',
        address: { street: 'Los Leones 123' },
      },
      { name: 'Luis', phone: null, lastLoginAt: null, total: null, method: null, address: null },
    ];
    assert.deepEqual(JSON.parse(serialize({ data })), { data });
  });

  describe('a body the database wrote as JSON', () => {
    const route = {
      schema: Type.Object({ data: Type.Array(Row) }),
      method: 'GET',
      url: '/test',
      httpStatus: '200',
    } as never;
    const written =
      '{"data":[{"name":"Luis","phone":null,"lastLoginAt":null,"total":1,"method":null,"address":null}]}';

    it('goes out as written', () => {
      assert.equal(fastSerializerCompiler()(route)(new JsonText(written)), written);
    });

    it('is still checked against the schema in development and tests', () => {
      const serialize = checkedSerializerCompiler()(route);
      assert.equal(serialize(new JsonText(written)), written);
      assert.throws(
        () => serialize(new JsonText('{"data":[{"name":"Luis","total":"1"}]}')),
        /does not match its schema/,
      );
    });
  });
});
