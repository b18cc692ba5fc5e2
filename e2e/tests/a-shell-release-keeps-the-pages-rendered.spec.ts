// The shell's team releases alone (docs/deploying.md): its next release changes its sources, so
// its frame is another than the one the remotes' builds rendered their pages in. No remote is
// built again, and every public page still arrives as HTML, rendered by the hosting with the live
// shell's frame (docs/prerendering.md), and the app takes it over without a mismatch.
import { expect, test } from '../support/fixtures';
import { PRERENDERED_PAGES as PAGES, watchTakeOver } from '../support/hydration';
import {
  liveVersion,
  prepareJourneyReleases,
  releaseWithChanges,
  SHELL_NEXT,
  withRelease,
} from '../support/redeploy';

/** The remotes whose pages are prerendered. */
const REMOTES = ['mfe-public', 'mfe-commerce'];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await prepareJourneyReleases();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('after a shell release, every public page still comes as HTML, with no remote built again', async ({
    page,
  }) => {
    await page.goto('/help');
    const before = await page.locator('#root').getAttribute('data-prerendered');
    const remotes = REMOTES.map(liveVersion);

    await withRelease('shell', releaseWithChanges('shell', SHELL_NEXT), async () => {
      for (const [path, heading] of PAGES) {
        const response = await page.goto(path);
        expect(response?.headers()['x-prerendered'], path).toBe('rendered');
        await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
        await expect(page.getByRole('contentinfo'), path).toContainText(
          'Todos los derechos reservados',
        );
        // Rendered in the new shell's frame, not served as the remote's build left it.
        const frame = await page.locator('#root').getAttribute('data-prerendered');
        expect(frame, path).not.toBe(before);
      }
      expect(REMOTES.map(liveVersion)).toEqual(remotes);
    });
  });
});

test('after a shell release, the app takes the public pages over without a mismatch', async ({
  page,
}) => {
  await withRelease('shell', releaseWithChanges('shell', SHELL_NEXT), async () => {
    const takeOver = await watchTakeOver(page);
    for (const [path, heading] of [PAGES[0]!, PAGES[1]!, PAGES[2]!, PAGES[11]!]) {
      const response = await page.goto(path);
      expect(response?.headers()['x-prerendered'], path).toBe('rendered');
      await page.mouse.move(200, 300);
      await takeOver.live();
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      expect(takeOver.problems, path).toEqual([]);
    }
    // The new shell's own change is on screen: it is the release the page runs.
    await page.goto('/facturas-antiguas');
    await expect(page.getByText('Esta dirección ya no existe en la plataforma.')).toBeVisible();
  });
});
