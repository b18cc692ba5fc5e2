// Copies of each singleton (react, react-dom, @emotion/react, zustand, @platform/shared, and
// Chakra/router inside shared) that a page really loaded: by the federation share scopes and by
// the JS files fetched. The logic is shared with `npm run bench` (scripts/lib/singletons.mjs).
import type { Page } from '@playwright/test';
import {
  SINGLETONS,
  createJsTracker,
  formatSingletonReport,
  singletonCopies as countCopies,
} from '../../scripts/lib/singletons.mjs';

export { SINGLETONS, createJsTracker, formatSingletonReport };

export type JsTracker = ReturnType<typeof createJsTracker>;

export interface LibraryCopies {
  /** The figure to assert on: the largest of the three measures below. */
  copies: number;
  /** Distinct loaded module factories in `window.__FEDERATION__` share scopes (null: not shared). */
  shareScope: number | null;
  /** JS files fetched that contain the library's build signature. */
  files: string[];
  /** Executed copies counted by the library itself, when it has a counter. */
  runtime: number | null;
  versions: string[];
  providers: string[];
  shareKeys: Record<string, number>;
}

export interface SingletonReport {
  federation: boolean;
  instances: string[];
  scriptsExamined: number;
  unreadable: string[];
  libraries: Record<string, LibraryCopies>;
}

/**
 * Counts copies of each singleton in `page`. Pass a tracker created before the first navigation
 * (`createJsTracker(page)`) to count every JS file since then, across full reloads; without one,
 * the current document's scripts are counted.
 */
export async function singletonCopies(
  page: Page,
  options: { tracker?: JsTracker } = {},
): Promise<SingletonReport> {
  return (await countCopies(page, options)) as SingletonReport;
}
