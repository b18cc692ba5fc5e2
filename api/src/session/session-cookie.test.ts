import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { cookieOptions } from './browser-session.ts';
import { clearedSessionCookie, sessionCookie } from './session-cookie.ts';

describe('the session cookie', () => {
  it('is Secure when the api is served over https, and only then', () => {
    const https = cookieOptions({ publicUrl: 'https://api.example.cl' });
    assert.equal(
      sessionCookie('token', 600, https),
      'platform_session=token; Max-Age=600; Path=/api/session; HttpOnly; SameSite=Strict; Secure',
    );
    assert.match(clearedSessionCookie(https), /^platform_session=; Max-Age=0; .*; Secure$/);
    const http = cookieOptions({ publicUrl: 'http://localhost:4000' });
    assert.doesNotMatch(sessionCookie('token', 600, http), /Secure/);
  });
});
