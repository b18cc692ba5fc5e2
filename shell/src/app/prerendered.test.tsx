import { renderToString } from 'react-dom/server';
import { authStore, setRenderedSession, useAuthStore } from '@platform/shared/core';
import { createTestToken } from '@platform/shared/testing';
import { canHydrate, sessionMatches } from './prerendered';

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

describe("a merchant's page (data-signed-in)", () => {
  const page = root(
    '<div id="root" data-prerendered="test" data-signed-in="comercio-a"><main>Panel</main></div>',
  );
  afterEach(() => {
    authStore.getState().clearSession();
    setRenderedSession(null);
  });

  it("is hydrated with the session restored when it is that merchant's, which hydration then reads", () => {
    authStore
      .getState()
      .setSession({ accessToken: createTestToken({ sub: 'comercio-a', given_name: 'Camila' }) });
    expect(sessionMatches(page)).toBe(true);
    authStore.getState().clearSession();
    expect(renderToString(<Who />)).toBe('authenticated Camila');
  });

  it("is rendered afresh when the session did not come back, or is another merchant's", () => {
    authStore.getState().clearSession();
    expect(sessionMatches(page)).toBe(false);
    authStore.getState().setSession({ accessToken: createTestToken({ sub: 'comercio-b' }) });
    expect(sessionMatches(page)).toBe(false);
    expect(renderToString(<Who />)).toBe('loading ');
  });

  it("leaves a visitor's page to the store's initial state", () => {
    authStore.getState().setSession({ accessToken: createTestToken({ sub: 'comercio-a' }) });
    expect(
      sessionMatches(root('<div id="root" data-prerendered="test"><main>Ayuda</main></div>')),
    ).toBe(true);
    expect(renderToString(<Who />)).toBe('loading ');
  });
});

function Who() {
  const status = useAuthStore((state) => state.status);
  const name = useAuthStore((state) => state.profile?.given_name ?? '');
  return `${status} ${name}`;
}
