/**
 * The sandbox's own pages (its "hosted payment form"), in Spanish, self-contained: no external
 * fonts or scripts. The only script is the one that posts the browser back to the store.
 */
import { escapeHtml } from '../identity/pages.ts';
import {
  SANDBOX_INSCRIPTION_TTL_MINUTES,
  SANDBOX_PREPAID_BALANCE,
  type SandboxInscription,
} from './sandbox-oneclick.ts';
import {
  SANDBOX_TEST_CARDS,
  SANDBOX_TRANSACTION_TTL_MINUTES,
  type SandboxTransaction,
} from './sandbox-provider.ts';

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
    background:#eef1f6;color:#1a202c}
  header{background:#6b1d5c;color:#fff;padding:14px 20px;font-weight:700;letter-spacing:.02em}
  header small{font-weight:400;opacity:.85;margin-left:8px}
  main{max-width:460px;margin:24px auto;padding:28px;background:#fff;border-radius:12px;
    box-shadow:0 10px 30px rgba(26,32,44,.08)}
  h1{margin:0 0 8px;font-size:1.4rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0;padding:12px 16px;
    background:#f7f8fb;border-radius:8px}
  dt{color:#4a5568}dd{margin:0;font-weight:600;text-align:right}
  label{display:block;margin:14px 0 6px;font-weight:600;font-size:.9rem}
  input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #cbd5e0;border-radius:8px}
  input:focus{outline:2px solid #6b1d5c;border-color:#6b1d5c}
  .row{display:flex;gap:12px}.row>div{flex:1}
  button{width:100%;margin-top:20px;padding:12px;font-size:1rem;font-weight:600;color:#fff;
    background:#6b1d5c;border:0;border-radius:8px;cursor:pointer}
  button.secondary{margin-top:10px;background:#fff;color:#6b1d5c;border:1px solid #6b1d5c}
  .error{margin:16px 0 0;padding:10px 12px;border-radius:8px;background:#fff5f5;color:#c53030;
    border:1px solid #feb2b2}
  table{width:100%;border-collapse:collapse;margin-top:8px;font-size:.85rem}
  th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e2e8f0}
  code{font-family:ui-monospace,Menlo,monospace}
  details{margin-top:20px}summary{cursor:pointer;font-weight:600}
  .muted{color:#718096;font-size:.85rem}
  fieldset{margin:16px 0 0;padding:0;border:0}legend{font-weight:600;font-size:.9rem;margin-bottom:6px}
  label.option{display:flex;align-items:center;gap:12px;margin:8px 0 0;padding:10px 12px;
    border:1px solid #cbd5e0;border-radius:8px;font-weight:400;cursor:pointer}
  label.option input{width:auto;margin:0}label.option span{flex:1}
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>Webpay <small>Ambiente de pruebas (sandbox)</small></header>
<main>
${body}
</main>
</body>
</html>`;
}

const clp = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP' });

const groupDigits = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

function summary(transaction: SandboxTransaction): string {
  return `<dl>
  <dt>Orden de compra</dt><dd>${escapeHtml(transaction.buyOrder)}</dd>
  <dt>Monto a pagar</dt><dd>${escapeHtml(clp.format(transaction.amount))}</dd>
</dl>`;
}

/** The card form of an open transaction. */
export function cardFormPage(
  transaction: SandboxTransaction,
  options: { error?: string; cardNumber?: string } = {},
): string {
  const error = options.error
    ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  const cards = SANDBOX_TEST_CARDS.map(
    (card) =>
      `<tr><td><code>${groupDigits(card.number)}</code></td><td>${escapeHtml(card.cardType)} · ${escapeHtml(card.kind)}</td><td>${
        card.outcome === 'authorized' ? 'Aprobada' : 'Rechazada'
      }</td></tr>`,
  ).join('');
  return page(
    'Pago con tarjeta',
    `<h1>Pago con tarjeta</h1>
<p class="muted">Completa los datos de tu tarjeta para pagar. Tienes ${SANDBOX_TRANSACTION_TTL_MINUTES} minutos.</p>
${summary(transaction)}
${error}
<form method="post" action="/sandbox/webpay/pay" novalidate>
  <input type="hidden" name="token" value="${escapeHtml(transaction.token)}">
  <label for="cardNumber">Número de tarjeta</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number"
    value="${escapeHtml(options.cardNumber ?? '')}" placeholder="0000 0000 0000 0000">
  <div class="row">
    <div><label for="expiry">Vencimiento</label>
      <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA"></div>
    <div><label for="cvv">CVV</label>
      <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div>
  </div>
  <button type="submit" name="action" value="pay">Pagar</button>
  <button type="submit" name="action" value="abort" class="secondary">Anular compra y volver a la tienda</button>
</form>
<details open>
  <summary>Tarjetas de prueba</summary>
  <p class="muted">Cualquier vencimiento futuro y cualquier CVV de 3 dígitos.</p>
  <table><thead><tr><th>Número</th><th>Tipo</th><th>Resultado</th></tr></thead><tbody>${cards}</tbody></table>
</details>`,
  );
}

/**
 * The one-click inscription page of an open inscription: the card holder picks one of the test
 * cards to enrol, or cancels.
 */
export function inscriptionPage(
  inscription: SandboxInscription,
  options: { error?: string; cardNumber?: string } = {},
): string {
  const error = options.error
    ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  const chosen = options.cardNumber ?? SANDBOX_TEST_CARDS[0]?.number;
  const outcome = (card: (typeof SANDBOX_TEST_CARDS)[number]) =>
    card.outcome === 'failed'
      ? 'Rechazada'
      : card.kind === 'Prepago'
        ? `Aprobada · saldo ${clp.format(SANDBOX_PREPAID_BALANCE)}`
        : 'Aprobada';
  const cards = SANDBOX_TEST_CARDS.map(
    (card, index) =>
      `<label class="option" for="card-${index}">
    <input type="radio" id="card-${index}" name="cardNumber" value="${card.number}"${
      card.number === chosen ? ' checked' : ''
    }>
    <span>${escapeHtml(card.cardType)} · ${escapeHtml(card.kind)}<br><code>${groupDigits(card.number)}</code></span>
    <span class="muted">${escapeHtml(outcome(card))}</span>
  </label>`,
  ).join('\n  ');
  return page(
    'Inscripción de tarjeta',
    `<h1>Inscripción de tarjeta</h1>
<p class="muted">Inscribe una tarjeta para pagos automáticos (Oneclick). Tienes ${SANDBOX_INSCRIPTION_TTL_MINUTES} minutos.</p>
<dl>
  <dt>Titular</dt><dd>${escapeHtml(inscription.email)}</dd>
</dl>
${error}
<form method="post" action="/sandbox/oneclick/inscription/finish">
  <input type="hidden" name="TBK_TOKEN" value="${escapeHtml(inscription.token)}">
  <fieldset>
  <legend>Tarjetas de prueba</legend>
  ${cards}
  </fieldset>
  <button type="submit" name="action" value="enrol">Inscribir tarjeta</button>
  <button type="submit" name="action" value="abort" class="secondary">Cancelar inscripción y volver al comercio</button>
</form>`,
  );
}

/** Posts the browser back to the store's return URL (as the provider does), by itself. */
export function returnToStorePage(
  returnUrl: string,
  fields: Record<string, string>,
  message: string,
): string {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return page(
    'Volviendo a la tienda',
    `<h1>${escapeHtml(message)}</h1>
<p class="muted">Te estamos llevando de vuelta a la tienda…</p>
<form id="return" method="post" action="${escapeHtml(returnUrl)}">${inputs}
  <button type="submit">Volver a la tienda</button>
</form>
<script>document.getElementById('return').submit();</script>`,
  );
}

/** An unknown, expired or finished transaction; `back` posts the browser back to the store. */
export function sandboxErrorPage(
  message: string,
  back?: { returnUrl: string; fields: Record<string, string> },
): string {
  const inputs = Object.entries(back?.fields ?? {})
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const button = back
    ? `<form method="post" action="${escapeHtml(back.returnUrl)}">${inputs}<button type="submit">Volver a la tienda</button></form>`
    : '';
  return page(
    'Transacción no disponible',
    `<h1>Transacción no disponible</h1><p class="error" role="alert">${escapeHtml(message)}</p>${button}`,
  );
}
