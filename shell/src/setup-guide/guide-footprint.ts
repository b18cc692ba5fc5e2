import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { create } from 'zustand';

/** Where the guide floats: this wide (from `sm` up), this far from the right and bottom edges. */
export const GUIDE_WIDTH_PX = 360;
export const GUIDE_INSET_PX = 16;

/** What the setup guide covers at the bottom right, so the layout can keep the page clear of it. */
export interface GuideFootprint {
  /** On screen: signed in, on a page that shows it, store not published (or the success card). */
  shown: boolean;
  /** Unfolded (tasks or success card); minimised, only its header shows. */
  expanded: boolean;
  /** Its rendered height in px (0 until measured). */
  height: number;
}

export const NO_GUIDE: GuideFootprint = { shown: false, expanded: false, height: 0 };

interface GuideFootprintState extends GuideFootprint {
  report: (footprint: GuideFootprint) => void;
}

/** Written by the guide (lazy, signed-in only), read by the layout (always loaded). */
export const useGuideFootprint = create<GuideFootprintState>((set) => ({
  ...NO_GUIDE,
  report: (footprint) => set(footprint),
}));

/** The guide tells the layout whether it shows, whether it is unfolded and how tall it is. */
export function useReportGuideFootprint(
  ref: RefObject<HTMLElement | null>,
  shown: boolean,
  expanded: boolean,
): void {
  useLayoutEffect(() => {
    const { report } = useGuideFootprint.getState();
    const element = ref.current;
    if (!shown || !element) {
      report(NO_GUIDE);
      return;
    }
    const measure = () =>
      report({ shown: true, expanded, height: Math.ceil(element.getBoundingClientRect().height) });
    measure();
    // The height changes with the task list, a publish error, the success card.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, shown, expanded]);

  useEffect(() => () => useGuideFootprint.getState().report(NO_GUIDE), []);
}
