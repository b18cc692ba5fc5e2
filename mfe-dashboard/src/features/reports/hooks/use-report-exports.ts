import { useCallback, useEffect, useRef, useState } from 'react';
import type { DateRange } from '@platform/shared/validation';
import { downloadReportFile } from '../api/download-report-file';
import { exportReport } from '../api/export-report';

export interface ReportExports {
  /** Report ids whose export is running (spec 1 §4.5: the 'generating' set). */
  generating: ReadonlySet<string>;
  start: (reportId: string) => void;
}

/**
 * Exports a report for the range and downloads the file. The id stays in the generating set until
 * the download ends; a failure is only logged (spec 1 §8).
 */
export function useReportExports(range: DateRange): ReportExports {
  const [generating, setGenerating] = useState<ReadonlySet<string>>(new Set());
  const running = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(
    (reportId: string) => {
      if (running.current.has(reportId)) return;
      running.current.add(reportId);
      setGenerating(new Set(running.current));
      exportReport(reportId, range)
        .then(({ data }) => downloadReportFile(data.fileUrl, data.fileName))
        .catch((error: unknown) => console.error(`[dashboard] exportar reporte ${reportId}`, error))
        .finally(() => {
          running.current.delete(reportId);
          if (mounted.current) setGenerating(new Set(running.current));
        });
    },
    [range],
  );
  return { generating, start };
}
