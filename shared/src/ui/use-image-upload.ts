import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadThroughSignedUrl } from '../api/signed-upload';
import { useUploadProgress } from './use-upload-progress';

export interface UploadedImage {
  uploadUuid: string;
  /** A local URL of the file, to show it before it is saved (null where the browser has none). */
  previewUrl: string | null;
}

export interface ImageUpload {
  status: 'idle' | 'uploading' | 'done';
  /** 0 to 100: climbs while uploading, 100 once the file is stored (`useUploadProgress`). */
  progress: number;
  error: string | null;
  uploaded: UploadedImage | null;
  /** Checks the file, then uploads it through a signed URL of its own. */
  upload: (file: File) => void;
  /** Forgets the uploaded image (and stops an upload under way). */
  clear: () => void;
}

/** What differs between the screens that upload an image: their spec's rules and texts. */
export interface ImageUploadRules {
  /** Why the file is refused before anything is sent, or null to upload it. */
  fileProblem: (file: File) => string | null;
  /** The text of a failed upload (a `SignedUploadError`, an `ApiError` or anything else). */
  failureMessage: (error: unknown) => string;
}

/**
 * One image uploaded as soon as it is chosen (a product's image, the store's logo): idle,
 * uploading, then done or an error, through `uploadThroughSignedUrl` and `useUploadProgress`.
 * A new file or `clear` aborts the upload under way, and the local preview is released once it
 * is no longer shown. Pass rules that keep their identity (module functions), or `upload`
 * changes on every render.
 */
export function useImageUpload({ fileProblem, failureMessage }: ImageUploadRules): ImageUpload {
  const [status, setStatus] = useState<ImageUpload['status']>('idle');
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const { progress, start, complete, reset } = useUploadProgress();
  const attempt = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    reset();
    attempt.current?.abort();
    attempt.current = null;
  }, [reset]);

  useEffect(() => () => attempt.current?.abort(), []);

  // The local preview lives as long as it is shown.
  useEffect(() => {
    const url = uploaded?.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [uploaded]);

  const upload = useCallback(
    (file: File) => {
      const problem = fileProblem(file);
      if (problem) {
        setError(problem);
        return;
      }
      stop();
      const controller = new AbortController();
      attempt.current = controller;
      setError(null);
      setStatus('uploading');
      start();

      void (async () => {
        try {
          const uploadUuid = await uploadThroughSignedUrl(file, file.type, controller.signal);
          if (controller.signal.aborted) return;
          attempt.current = null;
          complete();
          setStatus('done');
          setUploaded({
            uploadUuid,
            previewUrl:
              typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
          });
        } catch (failure) {
          if (controller.signal.aborted) return;
          attempt.current = null;
          reset();
          setStatus('idle');
          setError(failureMessage(failure));
        }
      })();
    },
    [fileProblem, failureMessage, stop, start, complete, reset],
  );

  const clear = useCallback(() => {
    stop();
    setStatus('idle');
    setError(null);
    setUploaded(null);
  }, [stop]);

  return { status, progress, error, uploaded, upload, clear };
}
