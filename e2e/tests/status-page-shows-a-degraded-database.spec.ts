import { expect, test } from '../support/fixtures';
import { restartDatabase, stopDatabase } from '../support/faults';
import { SystemStatusPage } from '../support/pages/SystemStatusPage';

// The api really stops answering from its database during this journey (a development-only
// switch, at most 60 s); the `finally` gives it back even when an assertion fails.
test('a visitor sees the database down on the status page, with its incident, and then recovered', async ({
  page,
}) => {
  const status = new SystemStatusPage(page);
  await status.open();
  await expect(status.component('Base de datos')).toContainText('Operativo');

  try {
    await stopDatabase(60);
    await status.refresh();

    const database = status.component('Base de datos');
    await expect(database).toContainText('Fuera de Servicio');
    await expect(database).toContainText('La base de datos no responde');
    await expect(
      page.getByRole('heading', { name: 'Interrupción del servicio', exact: true }),
    ).toBeVisible();
    const incident = status.incident('Base de datos: interrupción del servicio');
    await expect(incident).toContainText('En investigación');
    // The other parts keep answering.
    await expect(status.component('API')).toContainText('Operativo');
  } finally {
    await restartDatabase();
  }

  await status.refresh();
  await expect(status.component('Base de datos')).toContainText('Operativo');
  const resolved = status.incident('Base de datos: interrupción del servicio');
  await expect(resolved).toContainText('Resuelto');
  await expect(resolved).toContainText('Duración:');
});
