import { canHydrate } from './prerendered';

function root(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container.firstElementChild as HTMLElement;
}

describe('a page that arrives prerendered', () => {
  it('is hydrated when it was rendered with this build of the frame', () => {
    expect(
      canHydrate(root('<div id="root" data-prerendered="test"><main>Ayuda</main></div>')),
    ).toBe(true);
  });

  it('is rendered afresh when it was rendered with another frame', () => {
    expect(
      canHydrate(root('<div id="root" data-prerendered="0123abcd"><main>Ayuda</main></div>')),
    ).toBe(false);
  });

  it('is rendered when the page is the plain, empty one', () => {
    expect(canHydrate(root('<div id="root"></div>'))).toBe(false);
    expect(canHydrate(root('<div id="root" data-prerendered="test"></div>'))).toBe(false);
  });
});
