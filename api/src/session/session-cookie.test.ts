import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { cookieOptions } from './browser-session.ts';
import {
  clearedPageSessionCookie,
  clearedSessionCookie,
  pageSessionCookie,
  sessionCookie,
} from './session-cookie.ts';

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

  it('gives the page cookie the Domain of PAGE_COOKIE_DOMAIN, for a front end on a sibling host', () => {
    const options = cookieOptions({
      publicUrl: 'https://api.example.cl',
      pageCookieDomain: 'example.cl',
    });
    assert.equal(
      pageSessionCookie('token', 300, options),
      'platform_page_session=token; Max-Age=300; Path=/dashboard; Domain=example.cl; HttpOnly; SameSite=Strict; Secure',
    );
    assert.match(
      clearedPageSessionCookie(options),
      /^platform_page_session=; Max-Age=0; .*Path=\/dashboard; Domain=example.cl;/,
    );
    // The refresh token's cookie stays the api's alone.
    assert.doesNotMatch(sessionCookie('token', 600, options), /Domain/);
    const local = cookieOptions({ publicUrl: 'http://localhost:4000' });
    assert.doesNotMatch(pageSessionCookie('token', 300, local), /Domain|Secure/);
  });
});
