// Moving through a page with the keyboard alone, the way a merchant who does not use a mouse does.
import { expect, type Locator, type Page } from '@playwright/test';

/** What has the keyboard focus: its tag, role and accessible name (for failure messages). */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing';
    const name =
      element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()} role=${element.getAttribute('role') ?? ''}> ${name}`;
  });
}

/**
 * Whether the focused element shows a focus ring: an outline, or a ring drawn as a box shadow
 * (Chakra's inputs), that the page's styles have not taken away.
 */
function focusRingShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return true;
    // A date input's own calendar button takes a Tab stop inside the input, which then no longer
    // matches :focus; the browser draws that button's ring itself.
    if (element instanceof HTMLInputElement && !element.matches(':focus')) return true;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, at most `limit` times,
 * checking on the way that every element the focus lands on shows its focus ring.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { limit = 40, backwards = false }: { limit?: number; backwards?: boolean } = {},
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // Rings fade in (the inputs' transition): the check waits for it, briefly. What has the
    // focus is looked up only while no ring shows, to say so if none comes, not at every press.
    await expect
      .poll(
        async () => (await focusRingShown(page)) || `no focus ring on ${await describeFocus(page)}`,
        {
          timeout: 2_000,
        },
      )
      .toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}; the focus is on ${await describeFocus(page)}`);
}

/** Expects the keyboard focus inside `container` (a dialog, a menu). */
export async function expectFocusWithin(container: Locator): Promise<void> {
  await expect
    .poll(() => container.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

/**
 * Expects `item` to be the menu's current item. The menus keep the focus on the menu itself and
 * point at the item with aria-activedescendant, which is what a screen reader announces.
 */
export async function expectCurrentItem(menu: Locator, item: Locator): Promise<void> {
  const id = await item.getAttribute('id');
  expect(id, 'a menu item needs an id to be the current one').toBeTruthy();
  await expect(menu).toHaveAttribute('aria-activedescendant', id!);
}
