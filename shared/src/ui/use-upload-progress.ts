import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD } from '../constants/limits';

export interface UploadProgress {
  /** 0 to 100. */
  progress: number;
  /** From 0, climbing `UPLOAD.progressStep` every `UPLOAD.progressIntervalMs` up to the cap. */
  start: () => void;
  /** The file is stored: 100. */
  complete: () => void;
  /** Back to 0, climbing stopped. */
  reset: () => void;
}

/**
 * The progress bar of an upload (spec 1 §9, spec 3 §4 "Document upload"): fetch reports no
 * upload progress, so the bar climbs 10 points every 300 ms up to 90 while the file travels, and
 * shows 100 once it is stored. Stops by itself when the component unmounts.
 */
export function useUploadProgress(): UploadProgress {
  const [progress, setProgress] = useState(0);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (ticker.current) clearInterval(ticker.current);
    ticker.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    stop();
    setProgress(0);
    ticker.current = setInterval(
      () => setProgress((value) => Math.min(value + UPLOAD.progressStep, UPLOAD.progressCap)),
      UPLOAD.progressIntervalMs,
    );
  }, [stop]);

  const complete = useCallback(() => {
    stop();
    setProgress(100);
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setProgress(0);
  }, [stop]);

  return { progress, start, complete, reset };
}
