// axe-core in the journeys: the WCAG 2.1 A and AA rules, run on whatever the page shows now.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (include) builder = builder.include(include);
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
