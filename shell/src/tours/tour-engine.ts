import { create } from 'zustand';
import { queryClient, type TourStep } from '@platform/shared';
import { tourConfig } from './tour-config';
import { visitedToursQuery } from './api/get-visited-tours';
import { recordTourVisit } from './api/mark-tour-visited';

type TourStatus = 'inactive' | 'active' | 'completed' | 'skipped';

export interface TourRequest {
  tourId: string;
  steps?: TourStep[];
  /** Started by the page itself: shown only while the user has not visited the tour. */
  auto?: boolean;
}

interface TourState {
  status: TourStatus;
  tourId: string | null;
  steps: TourStep[];
  index: number;
  /** The page the tour runs on: leaving it closes the tour. */
  path: string | null;
  start: (request: TourRequest) => Promise<void>;
  next: () => void;
  previous: () => void;
  finish: () => void;
  skip: () => void;
  /** Closes the tour without marking it visited (the merchant left its page). */
  close: () => void;
}

/** Auto requests waiting for the visited read: a second one meanwhile (StrictMode) is dropped. */
const checking = new Set<string>();
/** The latest visit being recorded per tour: an auto request reads the visits after it. */
const recording = new Map<string, Promise<void>>();

/** Whether the user has not seen the tour yet; a failed read counts as unvisited (spec 1 §8). */
async function isUnvisited(tourId: string): Promise<boolean> {
  await recording.get(tourId);
  try {
    // Always asked again (nothing is fresh by default): another tab may have seen the tour.
    // The api lists the tours it knows; one it does not know yet counts as unvisited.
    const visited: Record<string, string | null | undefined> =
      await queryClient.fetchQuery(visitedToursQuery());
    return (visited[tourId] ?? null) === null;
  } catch {
    // Already logged by the page's client.
    return true;
  }
}

function recordVisit(tourId: string) {
  recording.set(
    tourId,
    recordTourVisit(tourId).then(
      () => undefined,
      (error: unknown) => console.error('[tours] no se pudo registrar la visita', error),
    ),
  );
}

const currentPath = () => window.location.pathname;

/**
 * The one tours engine of the app (spec 1 §4.5): inactive -> active -> completed or skipped.
 * Completing and skipping both mark the tour visited for this user. One tour runs at a time:
 * a request while one is active, or while an auto request for the same tour is being checked,
 * changes nothing.
 */
export const useTourEngine = create<TourState>((set, get) => ({
  status: 'inactive',
  tourId: null,
  steps: [],
  index: 0,
  path: null,
  async start({ tourId, steps, auto = false }) {
    const config = tourConfig[tourId];
    if (!config?.enabled || get().status === 'active') return;
    const tourSteps = steps?.length ? steps : config.steps;
    if (!tourSteps.length) return;
    const path = currentPath();
    if (auto) {
      if (checking.has(tourId)) return;
      checking.add(tourId);
      const visitBefore = recording.get(tourId);
      try {
        if (!(await isUnvisited(tourId))) return;
      } finally {
        checking.delete(tourId);
      }
      // While the visits were read the merchant may have started (and even ended) the tour by
      // hand, or left the page.
      const endedMeanwhile = recording.get(tourId) !== visitBefore;
      if (get().status === 'active' || endedMeanwhile || currentPath() !== path) return;
    }
    set({ status: 'active', tourId, steps: tourSteps, index: 0, path });
  },
  next() {
    const { index, steps } = get();
    if (index < steps.length - 1) set({ index: index + 1 });
  },
  previous() {
    const { index } = get();
    if (index > 0) set({ index: index - 1 });
  },
  finish() {
    const { tourId } = get();
    if (tourId) recordVisit(tourId);
    set({ status: 'completed', tourId: null, steps: [], index: 0, path: null });
  },
  skip() {
    const { tourId } = get();
    if (tourId) recordVisit(tourId);
    set({ status: 'skipped', tourId: null, steps: [], index: 0, path: null });
  },
  close() {
    if (get().status !== 'active') return;
    set({ status: 'inactive', tourId: null, steps: [], index: 0, path: null });
  },
}));
