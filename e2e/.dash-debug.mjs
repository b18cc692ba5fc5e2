import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().split('\n').slice(0, 8).join('\n')); });
await page.goto('http://localhost:3000/');
await page.getByRole('button', { name: 'Iniciar Sesión' }).first().click();
const dialog = page.getByRole('dialog');
await dialog.getByLabel('Correo electrónico').fill('demo@tienda.cl');
await dialog.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
await dialog.getByRole('button', { name: 'Ingresar' }).click();
await page.waitForTimeout(6000);
const info = await page.evaluate(() => {
  const out = [];
  const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
  for (const [host, scopes] of Object.entries(share)) for (const [scope, pkgs] of Object.entries(scopes)) for (const [name, versions] of Object.entries(pkgs)) {
    if (!name.startsWith('@platform')) continue;
    for (const [v, s] of Object.entries(versions)) out.push(`${host} ${name}@${v} from=${s.from} loaded=${s.loaded} useIn=${JSON.stringify(s.useIn)}`);
  }
  return out;
});
console.log(info.join('\n'));
await browser.close();
