import { SignedUploadError, useImageUpload, type ImageUpload } from '@platform/shared';
import { APPEARANCE } from '@platform/shared/constants';
import { APPEARANCE_MESSAGES } from '@platform/shared/validation';

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

/** The store logo's upload, with spec 3's checks and texts (`useImageUpload`). */
export function useLogoUpload(): ImageUpload {
  return useImageUpload({ fileProblem: logoFileProblem, failureMessage: uploadErrorMessage });
}
