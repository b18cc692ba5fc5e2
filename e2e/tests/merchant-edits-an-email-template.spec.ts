import { expect, test, type Page } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/accessibility';
import { signIn } from '../support/auth';
import { uniqueStamp } from '../support/catalogue';
import { API_URL, USERS } from '../support/env';
import { merchantToken } from '../support/public-orders';

// 'Renovación de suscripción': no journey and no route sends it, so editing it changes no e-mail
// another journey reads. Every run writes its own stamp, so a second run proves its own save.
const TEMPLATE = 'Renovación de suscripción';

/** The demo store's template as the api stores it. */
async function storedTemplate(): Promise<{ subject: string; content: string }> {
  const token = await merchantToken(USERS.demo.email);
  const response = await fetch(`${API_URL}/api/email-templates`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok).toBe(true);
  const { templates } = (await response.json()) as {
    templates: Array<{ name: string; subject: string; content: string }>;
  };
  const template = templates.find((candidate) => candidate.name === TEMPLATE);
  if (!template) throw new Error(`no template ${TEMPLATE}`);
  return template;
}

/** Every PUT of a template the page sends from now on. */
function trackSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/email-templates/')) {
      saves.push(request.postData() ?? '');
    }
  });
  return saves;
}

/** Signs the demo merchant in and opens the template from the navigation; its editor's parts. */
async function openTemplate(page: Page) {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('button', { name: 'Personalización' })
    .click();
  await page.getByRole('menuitem', { name: 'Plantillas de Correo' }).click();
  await expect(page).toHaveURL(/\/customization\/email-templates/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plantillas de Correo' })).toBeVisible();

  const list = page.getByRole('navigation', { name: 'Plantillas' });
  await expect(list.getByRole('link')).toHaveCount(5);
  await list.getByRole('link', { name: new RegExp(`^${TEMPLATE}`) }).click();
  const form = page.getByRole('form', { name: TEMPLATE });
  await expect(form).toBeVisible();
  await expect(list.getByRole('link', { name: new RegExp(`^${TEMPLATE}`) })).toHaveAttribute(
    'aria-current',
    'page',
  );
  return {
    list,
    form,
    subject: form.getByRole('textbox', { name: 'Asunto' }),
    content: form.getByRole('textbox', { name: 'Contenido' }),
    save: form.getByRole('button', { name: 'Guardar plantilla' }),
    editTab: form.getByRole('tab', { name: 'Editar' }),
    previewTab: form.getByRole('tab', { name: 'Vista previa' }),
    frame: form.locator('iframe[title^="Vista previa del correo"]'),
    preview: page.frameLocator('iframe[title^="Vista previa del correo"]'),
  };
}

test('a merchant edits an e-mail template, previews it and saves it', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = uniqueStamp();
  const saves = trackSaves(page);

  const { list, form, subject, content, save, editTab, previewTab, preview } =
    await openTemplate(page);

  // A new content, and a variable inserted where the cursor is: before the last '</p>'.
  const text = `<p>Hola {{nombre_cliente}}, gracias por seguir con nosotros (${stamp}).</p><p>Tu plan: </p>`;
  await content.fill(text);
  await content.press('End');
  for (let i = 0; i < '</p>'.length; i++) await content.press('ArrowLeft');
  await form.getByRole('button', { name: /^\{\{nombre_plan\}\}/ }).click();
  const edited = text.replace('Tu plan: </p>', 'Tu plan: {{nombre_plan}}</p>');
  await expect(content).toHaveValue(edited);
  await expect(content).toBeFocused();

  // Leaving for another template asks first; staying keeps the edits.
  await list.getByRole('link', { name: /^Bienvenida/ }).click();
  const leave = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page, "the dialog 'Descartar los cambios'");
  await leave.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(leave).toBeHidden();

  // The preview, reached by keyboard: the examples in place of the variables. (No axe check here:
  // axe cannot get into a frame where no script may run, and waits for it until the test times out.)
  await editTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(previewTab).toHaveAttribute('aria-selected', 'true');
  await expect(
    preview.getByText(`Hola Javiera, gracias por seguir con nosotros (${stamp}).`),
  ).toBeVisible();
  await expect(preview.getByText('Tu plan: Club Cordillera Plus')).toBeVisible();
  await expect(
    form.getByText('Tu suscripción Club Cordillera Plus se renueva el 05-12-2026'),
  ).toBeVisible();

  await save.click();
  await expect(page.getByText('Plantilla guardada correctamente')).toBeVisible();
  await expect(page.getByText('Plantilla guardada correctamente')).toBeHidden({ timeout: 6000 });

  await page.reload();
  await expect(form).toBeVisible();
  await form.getByRole('tab', { name: 'Editar' }).click();
  await expect(content).toHaveValue(edited);
  expect((await storedTemplate()).content).toBe(edited);

  // An unknown variable is listed and keeps the template from being saved.
  const savesBefore = saves.length;
  await subject.fill('Tu suscripción {{nombre_plan}} se renueva {{foo}}');
  const unknown = form.getByRole('status').filter({ hasText: 'Variables no definidas' });
  await expect(unknown).toContainText('{{foo}}');
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  // It still answers (by keyboard here: Playwright's click waits for an enabled-looking button).
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(
    form.getByText('La variable {{foo}} no está definida para esta plantilla'),
  ).toBeVisible();
  await expect(subject).toBeFocused();
  expect(saves.length).toBe(savesBefore);
  await expectNoAxeViolations(page, 'a template with an unknown variable');
  await form.getByRole('button', { name: 'Descartar cambios' }).click();
  await expect(subject).toHaveValue(
    'Tu suscripción {{nombre_plan}} se renueva el {{fecha_renovacion}}',
  );
  await expect(unknown).toBeHidden();
});

test('a script in a template never runs, in the preview or once saved', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = uniqueStamp();
  // Any dialog a template's script might open (beforeunload is the page's own question).
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() !== 'beforeunload') dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  const { content, save, editTab, previewTab, frame, preview } = await openTemplate(page);

  // A content holding a script and an image with an onerror handler.
  const hostile =
    `<p>Seguro ${stamp}</p>` +
    '<script>try { parent.__templateScriptRan = true } catch (e) {} window.__templateScriptRan = true; alert("script")</script>' +
    '<img src="nada.png" onerror="try { parent.__templateScriptRan = true } catch (e) {} alert(\'onerror\')">';
  await content.fill(hostile);
  await previewTab.click();
  await expect(preview.getByText(`Seguro ${stamp}`)).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', '');
  const previewHtml = (await frame.getAttribute('srcdoc')) ?? '';
  expect(previewHtml).not.toMatch(/<script|onerror|__templateScriptRan/);

  await save.click();
  await expect(page.getByText('Plantilla guardada correctamente')).toBeVisible();
  const stored = (await storedTemplate()).content;
  expect(stored).toContain(`<p>Seguro ${stamp}</p>`);
  expect(stored).not.toMatch(/<script|onerror|alert|__templateScriptRan/i);
  // The editor now holds what was stored.
  await editTab.click();
  await expect(content).toHaveValue(stored);

  expect(
    await page.evaluate(() => (window as { __templateScriptRan?: boolean }).__templateScriptRan),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
});
