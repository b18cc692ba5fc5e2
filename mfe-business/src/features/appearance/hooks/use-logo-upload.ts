import { useCallback, useEffect, useRef, useState } from 'react';
import { SignedUploadError, uploadThroughSignedUrl, useUploadProgress } from '@platform/shared';
import { APPEARANCE } from '@platform/shared/constants';
import { APPEARANCE_MESSAGES } from '@platform/shared/validation';

export interface UploadedLogo {
  uploadUuid: string;
  /** A local URL of the file, to show it (null where the browser has none). */
  previewUrl: string | null;
}

export interface LogoUpload {
  status: 'idle' | 'uploading' | 'done';
  /** 0 to 100: climbs while uploading, 100 once the file is stored (spec 3 §4, §9). */
  progress: number;
  error: string | null;
  logo: UploadedLogo | null;
  /** Checks the file, then uploads it through a signed URL of its own. */
  upload: (file: File) => void;
  /** Forgets the logo (and stops an upload under way). */
  clear: () => void;
}

/** The refusal of a file before anything is sent: PNG or JPG, at most 5 MB (spec 3 §5). */
export function logoFileProblem(file: File): string | null {
  if (!(APPEARANCE.logoTypes as readonly string[]).includes(file.type)) {
    return APPEARANCE_MESSAGES.logoType;
  }
  if (file.size > APPEARANCE.logoMaxBytes) return APPEARANCE_MESSAGES.logoTooLarge;
  return null;
}

/** Spec 3 §8's text, with the reason the server gave for refusing the file, if any. */
function uploadErrorMessage(error: unknown): string {
  const reason = error instanceof SignedUploadError ? error.reason : null;
  return reason ? `${APPEARANCE_MESSAGES.logoUpload} ${reason}` : APPEARANCE_MESSAGES.logoUpload;
}

/**
 * The store logo's upload: idle, uploading, then done or an error, through the shared signed-URL
 * upload and its progress bar (`uploadThroughSignedUrl`, `useUploadProgress`), as product images.
 */
export function useLogoUpload(): LogoUpload {
  const [status, setStatus] = useState<LogoUpload['status']>('idle');
  const [error, setError] = useState<string | null>(null);
  const [logo, setLogo] = useState<UploadedLogo | null>(null);
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
    const url = logo?.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [logo]);

  const upload = useCallback(
    (file: File) => {
      const problem = logoFileProblem(file);
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
          setLogo({
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
    setLogo(null);
  }, [stop]);

  return { status, progress, error, logo, upload, clear };
}
