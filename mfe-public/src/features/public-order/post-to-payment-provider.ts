/**
 * Sends the browser to the payment provider the way a redirect card flow requires: a hidden
 * form, POSTed, carrying the token as `token_ws` (spec 3 §7). The page is left behind.
 */
export function postToPaymentProvider(url: string, token: string): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.style.display = 'none';
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'token_ws';
  input.value = token;
  form.appendChild(input);
  document.body.appendChild(form);
  form.submit();
}
