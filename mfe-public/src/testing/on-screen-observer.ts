/** An IntersectionObserver that reports its element on screen as soon as it observes it. */
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    this.callback(
      [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
}

/**
 * Makes every section that loads its code near the screen (`useNearViewport`) count as on screen
 * at once, as if the visitor had scrolled to it. Returns the function that restores the original.
 */
export function pretendSectionsOnScreen(): () => void {
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;
  return () => {
    globalThis.IntersectionObserver = original;
  };
}

/**
 * For a `describe` of a section that loads near the screen: in each test every section is on
 * screen at once (`pretendSectionsOnScreen`), and afterwards the observer and any spy are restored.
 */
export function setUpSectionsOnScreen(): void {
  let restoreObserver = () => {};
  beforeEach(() => {
    restoreObserver = pretendSectionsOnScreen();
  });
  afterEach(() => {
    restoreObserver();
    jest.restoreAllMocks();
  });
}

/**
 * An IntersectionObserver the test moves by hand: sections stay off screen until `reveal()`,
 * as if the visitor scrolled to them then. `restore` puts the original back.
 */
export function pretendSectionsOffScreen(): { reveal: () => void; restore: () => void } {
  const original = globalThis.IntersectionObserver;
  const observers: IntersectionObserverCallback[] = [];
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  return {
    reveal: () => {
      for (const callback of observers) {
        callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    },
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}
