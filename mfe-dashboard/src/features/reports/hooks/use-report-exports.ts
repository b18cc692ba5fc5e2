import { useCallback, useRef, useState } from 'react';
import type { DateRange } from '@platform/shared/validation';
import { useExportReport } from '../api/export-report';

export interface ReportExports {
  /** Report ids whose export is running (spec 1 §4.5: the 'generating' set). */
  generating: ReadonlySet<string>;
  start: (reportId: string) => void;
}

/**
 * Exports reports for the range, several at once but each report once at a time. The id stays
 * in the generating set until its download ends; a failure is only logged (spec 1 §8).
 */
export function useReportExports(range: DateRange): ReportExports {
  const { mutateAsync: exportReport } = useExportReport();
  const [generating, setGenerating] = useState<ReadonlySet<string>>(new Set());
  // The set itself, read at once: a second click lands before the state is redrawn.
  const running = useRef(new Set<string>());

  const start = useCallback(
    (reportId: string) => {
      if (running.current.has(reportId)) return;
      running.current.add(reportId);
      setGenerating(new Set(running.current));
      // One promise per export (a mutation's own state follows only its latest call).
      exportReport({ reportId, range })
        .catch(() => undefined)
        .finally(() => {
          running.current.delete(reportId);
          setGenerating(new Set(running.current));
        });
    },
    [exportReport, range],
  );
  return { generating, start };
}
