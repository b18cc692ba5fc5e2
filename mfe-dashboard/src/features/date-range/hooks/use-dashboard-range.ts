import { useCallback, useMemo, useState } from 'react';
import { todayInSantiago, useSearchParams } from '@platform/shared';
import {
  clampDateRange,
  defaultDashboardRange,
  isIsoDate,
  type DateRange,
} from '@platform/shared/validation';
import { readDashboardSearch } from '../../../urls';
import { matchPreset, presetRange, type RangePreset } from '../day-math';

export interface DashboardRange {
  range: DateRange;
  /** The preset the range matches, for the pressed preset button. */
  preset: RangePreset | null;
  today: string;
  /** 'El rango máximo permitido es de 1 año' or 'La fecha de término no puede ser futura'. */
  message: string | null;
  setRange: (range: DateRange) => void;
  selectPreset: (preset: RangePreset) => void;
  dismissMessage: () => void;
}

/** A range from the URL made acceptable; the default (last 7 days) when absent or unreadable. */
function resolve(raw: DateRange | null, today: string) {
  if (!raw || !isIsoDate(raw.startDate) || !isIsoDate(raw.endDate)) {
    return { ...defaultDashboardRange(today), message: null };
  }
  return clampDateRange(raw, today);
}

/**
 * The dashboard's date range (spec 1 §2.9, §5.4), kept in the URL. Any range set is checked: a
 * future end becomes today and more than one year is cut to one year, with the spec's message.
 */
export function useDashboardRange(): DashboardRange {
  const [params, setParams] = useSearchParams();
  const today = todayInSantiago();
  const raw = readDashboardSearch(params).range;
  const resolved = useMemo(
    () => resolve(raw, today),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [raw?.startDate, raw?.endDate, today],
  );
  // undefined: show what the URL's range needed; a string or null: the outcome of the last change.
  const [notice, setNotice] = useState<string | null | undefined>(undefined);

  const setRange = useCallback(
    (next: DateRange) => {
      const checked = clampDateRange(next, today);
      setNotice(checked.message);
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.set('startDate', checked.startDate);
          updated.set('endDate', checked.endDate);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams, today],
  );

  const range = useMemo(
    () => ({ startDate: resolved.startDate, endDate: resolved.endDate }),
    [resolved.startDate, resolved.endDate],
  );
  return {
    range,
    preset: matchPreset(range, today),
    today,
    message: notice === undefined ? resolved.message : notice,
    setRange,
    selectPreset: useCallback(
      (preset: RangePreset) => setRange(presetRange(preset, today)),
      [setRange, today],
    ),
    dismissMessage: useCallback(() => setNotice(null), []),
  };
}
