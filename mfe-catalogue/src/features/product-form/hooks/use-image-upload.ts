import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@platform/shared';
import { UPLOAD } from '@platform/shared/constants';
import { requestUploadUrl } from '../api/request-upload-url';
import { uploadFile } from '../api/upload-file';
import { productFormMessages as copy } from '../messages';

export interface UploadedImage {
  uploadUuid: string;
  /** A local URL of the file, to show it before it is saved (null where the browser has none). */
  previewUrl: string | null;
}

export interface ImageUpload {
  status: 'idle' | 'uploading' | 'done';
  /** 0 to 100: climbs while uploading, 100 once the file is stored (spec 2 §4, §9). */
  progress: number;
  error: string | null;
  uploaded: UploadedImage | null;
  /** Checks the file, then uploads it through a signed URL of its own. */
  upload: (file: File) => void;
  /** Forgets the uploaded image (and stops an upload under way). */
  clear: () => void;
}

/** The spec's refusal of a file, checked before anything is sent (spec 2 §5 "image"). */
export function imageFileProblem(file: File): string | null {
  if (!(UPLOAD.imageTypes as readonly string[]).includes(file.type)) return copy.imageType;
  if (file.size > UPLOAD.imageMaxBytes) return copy.imageTooLarge;
  return null;
}

class MissingUploadUrl extends Error {}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !value) return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The upload failure's text (spec 2 §8 "Image upload"), with the server's reason when it gave one. */
function uploadErrorMessage(error: unknown, sending: boolean): string {
  if (error instanceof MissingUploadUrl) return copy.uploadUrlMissing;
  if (sending && isApiError(error) && error.status > 0) {
    const reason = (error.data as { message?: unknown } | null)?.message;
    const text = copy.uploadStatus(error.status);
    return typeof reason === 'string' && reason.trim() ? `${text}. ${reason}` : text;
  }
  return copy.uploadFailed;
}

/**
 * The image upload of the product form: idle, uploading, then done or an error. The bar climbs
 * 10 points every 300 ms up to 90 while the file travels (fetch reports no upload progress), and
 * shows 100 once it is stored.
 */
export function useImageUpload(): ImageUpload {
  const [status, setStatus] = useState<ImageUpload['status']>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const attempt = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    if (ticker.current) clearInterval(ticker.current);
    ticker.current = null;
    attempt.current?.abort();
    attempt.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  // The local preview lives as long as it is shown.
  useEffect(() => {
    const url = uploaded?.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [uploaded]);

  const upload = useCallback(
    (file: File) => {
      const problem = imageFileProblem(file);
      if (problem) {
        setError(problem);
        return;
      }
      stop();
      const controller = new AbortController();
      attempt.current = controller;
      setError(null);
      setStatus('uploading');
      setProgress(0);
      ticker.current = setInterval(
        () => setProgress((value) => Math.min(value + UPLOAD.progressStep, UPLOAD.progressCap)),
        UPLOAD.progressIntervalMs,
      );
      const finish = () => {
        if (ticker.current) clearInterval(ticker.current);
        ticker.current = null;
        attempt.current = null;
      };

      void (async () => {
        let sending = false;
        try {
          const signed = await requestUploadUrl(file.type, controller.signal);
          if (!signed || !isHttpUrl(signed.endpoint) || !signed.uploadUuid) {
            throw new MissingUploadUrl();
          }
          sending = true;
          await uploadFile(signed.endpoint, file, controller.signal);
          if (controller.signal.aborted) return;
          finish();
          setProgress(100);
          setStatus('done');
          setUploaded({
            uploadUuid: signed.uploadUuid,
            previewUrl:
              typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
          });
        } catch (failure) {
          if (controller.signal.aborted) return;
          finish();
          setStatus('idle');
          setProgress(0);
          setError(uploadErrorMessage(failure, sending));
        }
      })();
    },
    [stop],
  );

  const clear = useCallback(() => {
    stop();
    setStatus('idle');
    setProgress(0);
    setError(null);
    setUploaded(null);
  }, [stop]);

  return { status, progress, error, uploaded, upload, clear };
}
