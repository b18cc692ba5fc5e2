/**
 * Sends the browser to another site's page by POSTing a hidden form, as redirect payment flows
 * require (the card provider's payment or enrolment page): `fields` become hidden inputs. The
 * page is left behind.
 */
export function postHiddenForm(url: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
