import { expect, test } from '../support/fixtures';

test('a visitor opens the home page and sees its heading', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
});
