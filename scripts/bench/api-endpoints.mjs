// What `npm run bench` measures on the api. Add an endpoint here when a feature brings one
// (the dashboard adds its metric, chart and report calls, measured on SEED_SCALE=bench data).
//
// Each endpoint: name, method, path (under the api host), auth (send the bearer token),
// optional body, and optional `expect` (the status counted as a success, default 2xx).

/** @typedef {{ name: string, method?: string, path: string | ((context: { today: string, monthAgo: string }) => string), auth?: boolean, body?: unknown, expect?: number }} Endpoint */

/** @type {Endpoint[]} */
export const API_ENDPOINTS = [
  { name: 'system status', path: '/api/system/status', auth: false },
  { name: 'store check (login)', path: '/api/auth/login', auth: true },
  { name: 'setup tasks', path: '/api/setup/tasks', auth: true },
];

/**
 * A bearer token for the demo merchant: the embedded provider's password grant (the same the
 * login modal uses). Replace this if the identity provider changes.
 * @param {{ apiUrl: string, email: string, password: string }} options
 * @returns {Promise<string>}
 */
export async function getToken({ apiUrl, email, password }) {
  const discovery = await fetch(`${apiUrl}/oidc/.well-known/openid-configuration`).then(
    (response) => {
      if (!response.ok) throw new Error(`OIDC discovery -> ${response.status}`);
      return response.json();
    },
  );
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'platform-web',
      username: email,
      password,
      scope: 'openid profile email offline_access',
      resource: `${apiUrl}/api`,
    }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || !body.access_token) {
    throw new Error(
      `password grant -> ${response.status} ${body.error_description ?? body.error ?? ''}`.trim(),
    );
  }
  return body.access_token;
}
