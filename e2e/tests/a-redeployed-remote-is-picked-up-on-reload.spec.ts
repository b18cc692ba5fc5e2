import { expect, test } from '../support/fixtures';
import { signIn } from '../support/auth';
import { redeployWithChangedText } from '../support/redeploy';

test('a rebuilt remote shows its new text after a reload, without rebuilding the shell', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();

  const redeployment = redeployWithChangedText(
    'mfe-catalogue',
    'src/messages.ts',
    "products: { title: 'Productos' }",
    "products: { title: 'Productos y Packs' }",
  );
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Productos y Packs', level: 1 })).toBeVisible();
  } finally {
    redeployment.rollBack();
  }
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Productos', level: 1, exact: true }),
  ).toBeVisible();
});
