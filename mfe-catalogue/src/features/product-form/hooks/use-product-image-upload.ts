import { SignedUploadError, useImageUpload, type ImageUpload } from '@platform/shared';
import { UPLOAD } from '@platform/shared/constants';
import { productFormMessages as copy } from '../messages';

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

/** The image upload of the product form, with spec 2's checks and texts (`useImageUpload`). */
export function useProductImageUpload(): ImageUpload {
  return useImageUpload({ fileProblem: imageFileProblem, failureMessage: uploadErrorMessage });
}
