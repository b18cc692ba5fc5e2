import { chromium } from '@playwright/test';
const width = Number(process.argv[2] ?? 1280);
const path = process.argv[3] ?? '/tmp/dash/shots/desktop.png';
const extra = process.argv[4] ?? '';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-CL', timezoneId: 'America/Santiago' });
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 300)); });
await page.goto('http://localhost:3000/');
await page.getByRole('button', { name: 'Iniciar Sesión' }).first().click();
const dialog = page.getByRole('dialog');
await dialog.getByLabel('Correo electrónico').fill('demo@tienda.cl');
await dialog.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
await dialog.getByRole('button', { name: 'Ingresar' }).click();
await dialog.waitFor({ state: 'hidden' });
await page.waitForURL(/dashboard/);
if (extra) await page.goto(`http://localhost:3000/dashboard${extra}`);
await page.waitForTimeout(4000);
await page.screenshot({ path, fullPage: true });
if (process.argv[5] === 'hover') {
  await page.getByRole('group', { name: 'Ingresos' }).hover();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.replace('.png', '-hover.png') });
  await page.getByRole('button', { name: /Rango de fechas/ }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.replace('.png', '-picker.png') });
}
if (process.argv[5] === 'scroll') {
  await page.mouse.move(5, 5);
  for (const y of [0, 1400, 2300, 3200]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.replace('.png', `-${y}.png`) });
  }
}
await browser.close();
