import type { ImageUpload } from '@platform/shared';
import { UPLOAD } from '@platform/shared/constants';
import { ImageUploadField } from '@platform/shared/widgets';
import { productFormMessages as copy } from '../messages';

const messages = {
  label: copy.image,
  help: copy.imageHelp,
  remove: copy.removeImage,
  uploading: copy.uploading,
  uploaded: copy.uploaded,
};

interface ImageFieldProps {
  upload: ImageUpload;
  /** The saved image of the product being edited, unless it was removed. */
  currentImageUrl: string | null;
  onRemove: () => void;
  /** Called when a file is chosen, before it is checked and uploaded. */
  onChoose: () => void;
  /** A message about the image from outside the upload (the server's, a save too early). */
  serverError: string | null;
}

/**
 * The product's image (spec 2 §5, §9): a JPG, PNG, GIF or WEBP of at most 5 MB, checked before
 * anything is sent, then uploaded at once through a signed URL, with a named progress bar. The
 * new image is shown once uploaded, else the product's saved one, as a square thumbnail.
 */
export function ImageField({
  upload,
  currentImageUrl,
  onRemove,
  onChoose,
  serverError,
}: ImageFieldProps) {
  const preview = upload.uploaded
    ? { src: upload.uploaded.previewUrl, alt: copy.newImage }
    : currentImageUrl
      ? { src: currentImageUrl, alt: copy.currentImage }
      : null;

  return (
    <ImageUploadField
      upload={upload}
      messages={messages}
      accept={UPLOAD.imageTypes}
      preview={preview}
      previewStyle={{ boxSize: '24', objectFit: 'cover' }}
      onRemove={onRemove}
      onChoose={onChoose}
      error={serverError}
    />
  );
}
