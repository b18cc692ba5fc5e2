import type { ImageUpload } from '@platform/shared';
import { APPEARANCE } from '@platform/shared/constants';
import { ImageUploadField } from '@platform/shared/widgets';
import { appearanceMessages } from '../messages';

const copy = appearanceMessages.logo;

/**
 * The store's logo (spec 3 §5 "Logo upload"): a PNG or JPG of at most 5 MB, checked before
 * anything is sent, then uploaded at once through a signed URL, with a named progress bar. The
 * logo is shown whole (a wide logo stays wide), once the browser can show the local file.
 */
export function LogoField({ upload, blocked }: { upload: ImageUpload; blocked: string | null }) {
  const previewUrl = upload.uploaded?.previewUrl;
  return (
    <ImageUploadField
      upload={upload}
      messages={copy}
      accept={APPEARANCE.logoTypes}
      preview={previewUrl ? { src: previewUrl, alt: copy.current } : null}
      previewStyle={{ maxH: '16', maxW: '40', objectFit: 'contain', p: 1 }}
      onRemove={upload.clear}
      error={blocked}
    />
  );
}
