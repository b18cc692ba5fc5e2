import { create } from 'zustand';
import type { TourStep } from '@platform/shared';
import { tourConfig } from './tour-config';
import { getVisitedTours, markTourAsVisited } from './tours-api';

type TourStatus = 'inactive' | 'active' | 'completed' | 'skipped';

interface TourState {
  status: TourStatus;
  tourId: string | null;
  steps: TourStep[];
  index: number;
  start: (request: { tourId: string; steps?: TourStep[]; auto?: boolean }) => Promise<void>;
  next: () => void;
  previous: () => void;
  finish: () => void;
  skip: () => void;
}

/** Whether the user has not seen the tour yet; a failed read counts as unvisited (spec 1 §8). */
async function isUnvisited(tourId: string): Promise<boolean> {
  try {
    const visited = await getVisitedTours();
    return (visited[tourId] ?? null) === null;
  } catch (error) {
    console.error('[tours] no se pudo leer las visitas', error);
    return true;
  }
}

function recordVisit(tourId: string) {
  markTourAsVisited(tourId).catch((error: unknown) =>
    console.error('[tours] no se pudo registrar la visita', error),
  );
}

/**
 * The one tours engine of the app (spec 1 §4.5): inactive -> active -> completed or skipped.
 * Completing and skipping both mark the tour visited for this user.
 */
export const useTourEngine = create<TourState>((set, get) => ({
  status: 'inactive',
  tourId: null,
  steps: [],
  index: 0,
  async start({ tourId, steps, auto = false }) {
    const config = tourConfig[tourId];
    if (!config?.enabled || get().status === 'active') return;
    if (auto && !(await isUnvisited(tourId))) return;
    const tourSteps = steps?.length ? steps : config.steps;
    if (!tourSteps.length) return;
    set({ status: 'active', tourId, steps: tourSteps, index: 0 });
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
    set({ status: 'completed', tourId: null, steps: [], index: 0 });
  },
  skip() {
    const { tourId } = get();
    if (tourId) recordVisit(tourId);
    set({ status: 'skipped', tourId: null, steps: [], index: 0 });
  },
}));
