/** The identity provider's own pages, in Spanish, self-contained (no external fonts or scripts). */

export const LOGIN_FAILED = 'Usuario o contraseña incorrectos';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;color:#1a202c}
  main{width:100%;max-width:380px;margin:24px;padding:32px;background:#fff;border-radius:12px;
    box-shadow:0 10px 30px rgba(26,32,44,.08)}
  h1{margin:0 0 4px;font-size:1.5rem}
  p.lead{margin:0 0 24px;color:#4a5568}
  label{display:block;margin:16px 0 6px;font-weight:600;font-size:.9rem}
  input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #cbd5e0;border-radius:8px}
  input:focus{outline:2px solid #3b5bdb;border-color:#3b5bdb}
  button{width:100%;margin-top:24px;padding:12px;font-size:1rem;font-weight:600;color:#fff;
    background:#3b5bdb;border:0;border-radius:8px;cursor:pointer}
  button:hover{background:#2f4ac0}
  .error{margin:16px 0 0;padding:10px 12px;border-radius:8px;background:#fff5f5;color:#c53030;
    border:1px solid #feb2b2}
  .muted{color:#718096;font-size:.9rem}
`;

function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function loginPage(options: { action: string; email?: string; error?: string }): string {
  const error = options.error
    ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  return page(
    'Iniciar sesión',
    `<h1>Iniciar sesión</h1>
<p class="lead">Ingresa a tu tienda de suscripciones</p>
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on" novalidate>
  <label for="email">Correo electrónico</label>
  <input id="email" name="email" type="email" autocomplete="username" required autofocus
    value="${escapeHtml(options.email ?? '')}">
  <label for="password">Contraseña</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Ingresar</button>
</form>`,
  );
}

/**
 * The end-session confirmation. The provider requires a form post (with its xsrf token); this page
 * posts it by itself, so the user is not asked to confirm, and offers the button without JavaScript.
 */
export function logoutPage(form: string): string {
  return page(
    'Cerrando sesión',
    `<h1>Cerrando sesión</h1>
<p class="lead">Estamos cerrando tu sesión…</p>
${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<noscript><button type="submit" form="op.logoutForm">Cerrar sesión</button></noscript>
<script>document.getElementById('op.logoutForm').submit()</script>`,
  );
}

export function loggedOutPage(): string {
  return page(
    'Sesión cerrada',
    `<h1>Sesión cerrada</h1><p class="lead">Cerraste tu sesión correctamente.</p>`,
  );
}

export function errorPage(details: { error?: string; error_description?: string }): string {
  const description = details.error_description
    ? `<p class="muted">${escapeHtml(details.error)}: ${escapeHtml(details.error_description)}</p>`
    : '';
  return page(
    'Error de inicio de sesión',
    `<h1>No pudimos completar la solicitud</h1>
<p class="lead">Vuelve a la tienda e inténtalo nuevamente.</p>
${description}`,
  );
}
