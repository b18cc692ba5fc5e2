// axe-core in the journeys: the WCAG 2.1 A and AA rules, run on whatever the page shows now.
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The axe-core source the builder injects: that of its own axe-core. */
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

/** The origin of `url`, or null for one without (`about:srcdoc`) or none yet (a frame loading). */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a frame of the page is not of the page's origin. A frame without an origin of its own
 * (`about:blank`, `about:srcdoc`, one still loading) counts as another origin: a sandboxed one
 * is, and axe's legacy run could not reach it.
 */
function hasFrameOfAnotherOrigin(page: Page): boolean {
  const origin = originOf(page.url());
  return page.frames().some((frame) => {
    if (frame === page.mainFrame()) return false;
    const frameOrigin = originOf(frame.url());
    return frameOrigin === null || frameOrigin !== origin;
  });
}

/**
 * Puts axe into every frame of the page that does not have it yet (a document keeps it from one
 * run to the next); false when a frame could not take it.
 */
async function injectAxe(page: Page): Promise<boolean> {
  const injected = await Promise.all(
    page.frames().map(async (frame) => {
      try {
        const present = await frame.evaluate(
          () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
        );
        if (!present) await frame.evaluate(AXE_SOURCE);
        return true;
      } catch {
        return false;
      }
    }),
  );
  return injected.every(Boolean);
}

/** The violations axe finds on the page as it is, one readable line per rule and element. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // A dialog fading in has text at part opacity, which axe would measure as low contrast: let
  // the running animations end first (not the endless ones, such as spinners).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe's default run goes through every frame (runPartial) and finishes in a new blank tab
  // (finishRun), where it is injected again: that is what lets it check frames of another origin,
  // and it took twice as long as the single run of its legacy mode (2.2 s instead of 1.1 s a page
  // on 2 cores). The legacy run gives the same results wherever every frame is the page's own
  // origin (the same violations, passes and incomplete checks on each of the 73 such pages and
  // dialogs the journeys check), so it is used there; a page with a frame of another origin (an
  // embedded card, a sandboxed preview, a map) keeps the default run.
  const legacy = !hasFrameOfAnotherOrigin(page);
  // The builder also sends axe's 1.5 MB source to the page twice on every run, though a document
  // keeps the axe of the run before (a page moved to in the app, a dialog opened): it is put
  // into the frames that lack it, once, and a no-op stands in for the source (the legacy run
  // only; the default one needs it in its blank tab).
  const injected = legacy && (await injectAxe(page));
  // Only the violations are read: the passing and inapplicable elements need no selector each
  // (axe's `resultTypes`, which keeps every element of a violation), a third of a run on a long page.
  let builder = new AxeBuilder(injected ? { page, axeSource: ';' } : { page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_21_AA);
  if (include) builder = builder.include(include);
  if (legacy) builder = builder.setLegacyMode(true);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${node.target.join(' ')}\n    ${node.failureSummary?.replaceAll('\n', '\n    ') ?? ''}`,
    ),
  );
}

/**
 * Fails the journey (softly: the journey goes on to the next page) when axe finds any WCAG 2.1
 * A/AA violation on what the page shows; `where` names the page or dialog in the report.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  include?: string,
): Promise<void> {
  const violations = await axeViolations(page, include);
  expect.soft(violations, `axe violations on ${where}:\n${violations.join('\n')}`).toEqual([]);
}
