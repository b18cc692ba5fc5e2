import type { TourStep } from '@platform/shared/core';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

type Placement = NonNullable<TourStep['placement']>;

const CARD_WIDTH = 340;
const GAP = 12;
const FALLBACK_ORDER: Placement[] = ['bottom', 'top', 'right', 'left'];

/**
 * Where the step's card goes: on the step's preferred side of its target when the whole card fits
 * there, else on the first side that fits; beside a target taller than the screen (a phone), at
 * the bottom edge; without a target, centred.
 */
export function cardPosition(
  target: Box | null,
  cardHeight: number,
  viewport: { width: number; height: number },
  placement: Placement = 'bottom',
): { top: number; left: number; width: number } {
  const width = Math.min(CARD_WIDTH, viewport.width - 2 * GAP);
  const height = cardHeight || 200;
  const clampLeft = (left: number) => Math.min(Math.max(GAP, left), viewport.width - width - GAP);
  const clampTop = (top: number) => Math.min(Math.max(GAP, top), viewport.height - height - GAP);
  if (!target) {
    return {
      top: clampTop((viewport.height - height) / 2),
      left: clampLeft((viewport.width - width) / 2),
      width,
    };
  }
  const below = target.top + target.height + GAP;
  const above = target.top - GAP - height;
  const after = target.left + target.width + GAP;
  const before = target.left - GAP - width;
  const sides: Record<Placement, { top: number; left: number; fits: boolean }> = {
    bottom: {
      top: below,
      left: clampLeft(target.left),
      fits: below + height <= viewport.height - GAP,
    },
    top: { top: above, left: clampLeft(target.left), fits: above >= GAP },
    right: { top: clampTop(target.top), left: after, fits: after + width <= viewport.width - GAP },
    left: { top: clampTop(target.top), left: before, fits: before >= GAP },
  };
  const side = [placement, ...FALLBACK_ORDER].map((name) => sides[name]).find((spot) => spot.fits);
  if (side) return { top: side.top, left: side.left, width };
  return { top: viewport.height - height - GAP, left: clampLeft(target.left), width };
}
