import { useCallback, useEffect, useRef, useState } from 'react';
import { SignedUploadError, uploadThroughSignedUrl, useUploadProgress } from '@platform/shared';
import { UPLOAD } from '@platform/shared/constants';
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

/** The upload failure's text (spec 2 §8 "Image upload"), with the server's reason when it gave one. */
function uploadErrorMessage(error: unknown): string {
  if (error instanceof SignedUploadError) {
    if (error.stage === 'no-url') return copy.uploadUrlMissing;
    if (error.status > 0) {
      const text = copy.uploadStatus(error.status);
      return error.reason ? `${text}. ${error.reason}` : text;
    }
  }
  return copy.uploadFailed;
}

/**
 * The image upload of the product form: idle, uploading, then done or an error, through the
 * shared signed-URL upload and its progress bar (`uploadThroughSignedUrl`, `useUploadProgress`).
 */
export function useImageUpload(): ImageUpload {
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
          setError(uploadErrorMessage(failure));
        }
      })();
    },
    [stop, start, complete, reset],
  );

  const clear = useCallback(() => {
    stop();
    setStatus('idle');
    setError(null);
    setUploaded(null);
  }, [stop]);

  return { status, progress, error, uploaded, upload, clear };
}
