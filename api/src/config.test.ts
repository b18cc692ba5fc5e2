import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { readConfig } from './config.ts';

describe('api settings', () => {
  it('starts in production mode on the loopback interface, trusting no proxy, by default', () => {
    const config = readConfig({});
    assert.equal(config.mode, 'production');
    assert.equal(config.host, '127.0.0.1');
    assert.deepEqual(config.trustedProxies, []);
    // NODE_ENV alone no longer turns the development tools on or off.
    assert.equal(readConfig({ NODE_ENV: 'development' }).mode, 'production');
  });

  it('turns the development mode on only when API_MODE=development asks for it', () => {
    assert.equal(readConfig({ API_MODE: 'development' }).mode, 'development');
    assert.equal(readConfig({ API_MODE: 'production' }).mode, 'production');
    for (const mode of ['dev', '1', 'true', 'Development']) {
      assert.throws(() => readConfig({ API_MODE: mode }), /API_MODE must be/, mode);
    }
    assert.throws(
      () => readConfig({ API_MODE: 'development', NODE_ENV: 'production' }),
      /cannot be used with NODE_ENV=production/,
    );
  });

  it('checks responses against their schemas in development unless CHECK_RESPONSES=false', () => {
    assert.equal(readConfig({}).checkResponses, false);
    assert.equal(readConfig({ API_MODE: 'development' }).checkResponses, true);
    assert.equal(
      readConfig({ API_MODE: 'development', CHECK_RESPONSES: 'false' }).checkResponses,
      false,
    );
    assert.equal(readConfig({ CHECK_RESPONSES: 'true' }).checkResponses, true);
    assert.throws(() => readConfig({ CHECK_RESPONSES: 'no' }), /CHECK_RESPONSES must be/);
  });

  it('reads PAGE_COOKIE_DOMAIN as a host name, none by default, and refuses anything else', () => {
    assert.equal(readConfig({}).pageCookieDomain, null);
    assert.equal(
      readConfig({ PAGE_COOKIE_DOMAIN: ' .Example.cl ' }).pageCookieDomain,
      'example.cl',
    );
    for (const bad of ['https://example.cl', 'example.cl; Secure', 'a b']) {
      assert.throws(() => readConfig({ PAGE_COOKIE_DOMAIN: bad }), /PAGE_COOKIE_DOMAIN/);
    }
  });

  it('listens on the configured HOST', () => {
    assert.equal(readConfig({ HOST: '0.0.0.0' }).host, '0.0.0.0');
    assert.equal(readConfig({ HOST: '  ' }).host, '127.0.0.1');
  });

  it('reads TRUSTED_PROXIES as addresses, CIDR ranges or named ranges, and refuses anything else', () => {
    assert.deepEqual(
      readConfig({ TRUSTED_PROXIES: ' 203.0.113.5, 198.51.100.0/24,loopback, ::1, fd00::/8 ' })
        .trustedProxies,
      ['203.0.113.5', '198.51.100.0/24', 'loopback', '::1', 'fd00::/8'],
    );
    for (const value of ['true', '*', '1', '203.0.113.5/33', 'proxy.example', '10.0.0.0/8/1']) {
      assert.throws(() => readConfig({ TRUSTED_PROXIES: value }), /TRUSTED_PROXIES/, value);
    }
  });

  it('waits 60 s between two registration codes, shorter only in development (the journeys set 0)', () => {
    assert.equal(readConfig({}).resendCooldownSeconds, 60);
    assert.equal(readConfig({ API_MODE: 'development' }).resendCooldownSeconds, 60);
    assert.equal(
      readConfig({ API_MODE: 'development', RESEND_COOLDOWN_SECONDS: '0' }).resendCooldownSeconds,
      0,
    );
    assert.equal(readConfig({ RESEND_COOLDOWN_SECONDS: '60' }).resendCooldownSeconds, 60);
    // A production api never shortens the wait the page promises.
    assert.throws(
      () => readConfig({ RESEND_COOLDOWN_SECONDS: '0' }),
      /only be shortened with API_MODE=development/,
    );
    // Nor makes it longer than the 60 s the page counts before offering a resend.
    for (const value of ['-1', '61', '1.5', 'soon']) {
      assert.throws(
        () => readConfig({ API_MODE: 'development', RESEND_COOLDOWN_SECONDS: value }),
        /RESEND_COOLDOWN_SECONDS must be a whole number from 0 to 60/,
        value,
      );
    }
  });
});
