import { useRef } from 'react';
import { Box, Button, Field, HStack, Image, Input, Stack, Text } from '@platform/shared';
import { UPLOAD } from '@platform/shared/constants';
import { Progress } from '@platform/shared/widgets';
import type { ImageUpload } from '../hooks/use-image-upload';
import { productFormMessages as copy } from '../messages';

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
 * anything is sent, then uploaded at once through a signed URL, with a named progress bar.
 */
export function ImageField({
  upload,
  currentImageUrl,
  onRemove,
  onChoose,
  serverError,
}: ImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = upload.uploaded
    ? { src: upload.uploaded.previewUrl, alt: copy.newImage }
    : currentImageUrl
      ? { src: currentImageUrl, alt: copy.currentImage }
      : null;
  const error = upload.error ?? serverError;
  const progressLabel = upload.status === 'done' ? copy.uploaded : copy.uploading;

  return (
    <Stack gap={3}>
      {shown && (
        <HStack gap={4} alignItems="center">
          {shown.src && (
            <Image
              src={shown.src}
              alt={shown.alt}
              boxSize="24"
              objectFit="cover"
              borderRadius="md"
              borderWidth="1px"
            />
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              onRemove();
              inputRef.current?.focus();
            }}
          >
            {copy.removeImage}
          </Button>
        </HStack>
      )}
      <Field.Root invalid={!!error}>
        <Field.Label>{copy.image}</Field.Label>
        <Input
          ref={inputRef}
          type="file"
          accept={UPLOAD.imageTypes.join(',')}
          p={1.5}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again is a new choice.
            event.target.value = '';
            if (!file) return;
            onChoose();
            upload.upload(file);
          }}
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{copy.imageHelp}</Field.HelperText>
        )}
      </Field.Root>
      {upload.status !== 'idle' && (
        <Box>
          <Progress.Root value={upload.progress} max={100} size="sm">
            <HStack justify="space-between" fontSize="sm" mb={1}>
              <Text>{progressLabel}</Text>
              <Text color="fg.muted" aria-hidden>
                {upload.progress}%
              </Text>
            </HStack>
            <Progress.Track aria-label={progressLabel}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      )}
    </Stack>
  );
}
