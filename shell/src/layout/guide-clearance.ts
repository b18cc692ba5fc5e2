import {
  GUIDE_INSET_PX,
  GUIDE_WIDTH_PX,
  type GuideFootprint,
} from '../setup-guide/guide-footprint';

/** A length per breakpoint, as Chakra style props take it. */
export interface ResponsiveLength {
  base: string;
  xl: string;
}

export interface GuideClearance {
  /** Right padding of the page (main and footer): the guide's column on wide screens. */
  right: ResponsiveLength;
  /** Extra bottom padding of the footer, so the end of the page scrolls out from under the guide. */
  bottom: ResponsiveLength;
}

const px = (value: number) => `${value}px`;

/** The widest page container (Chakra's `7xl`): wider screens have room beside it already. */
const WIDEST_PAGE_PX = 1280;

/**
 * The guide's column: as wide as the guide where pages fill the screen, shrinking to nothing
 * where a centred page of the widest kind already leaves the guide's width free at its right.
 */
function guideColumn(): string {
  const column = GUIDE_WIDTH_PX + GUIDE_INSET_PX;
  return `clamp(0px, calc(${px(WIDEST_PAGE_PX + 2 * column)} - 100vw), ${px(column)})`;
}

/**
 * The room the page leaves so the floating setup guide never covers a control (spec 1 §2.8).
 * On wide screens (xl and up) an unfolded guide gets its own column at the right; elsewhere, and
 * when minimised, it floats over the page and the page gains its height at the bottom.
 */
export function guideClearance(guide: GuideFootprint): GuideClearance {
  const none = { base: '0px', xl: '0px' };
  if (!guide.shown) return { right: none, bottom: none };
  const above = px(guide.height + GUIDE_INSET_PX);
  if (!guide.expanded) return { right: none, bottom: { base: above, xl: above } };
  return { right: { base: '0px', xl: guideColumn() }, bottom: { base: above, xl: '0px' } };
}
