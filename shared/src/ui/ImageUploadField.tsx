import { useRef } from 'react';
import { Progress, type ImageProps } from '@chakra-ui/react';
// By the package's own name: this entry uses the main entry's copy of the form pieces.
import { Box, Button, Field, HStack, Image, Input, Stack, Text } from '@platform/shared';
import type { ImageUpload } from './use-image-upload';

/** The field's texts, from the remote that shows it (its `messages.ts`). */
export interface ImageUploadFieldMessages {
  /** The file input's label. */
  label: string;
  /** Under the input while there is no error: the types and the size allowed. */
  help: string;
  /** The button that removes the image shown. */
  remove: string;
  /** The progress bar's name while the file travels… */
  uploading: string;
  /** …and once it is stored. */
  uploaded: string;
}

export interface ImageUploadFieldProps {
  /** The upload behind the field (`useImageUpload`). */
  upload: ImageUpload;
  messages: ImageUploadFieldMessages;
  /** The content types the file chooser offers; the upload's own rules still check the file. */
  accept: readonly string[];
  /**
   * The image shown above the input with the remove button, or null for neither. Its `src` is
   * null where the browser cannot show a local file: the remove button is still offered.
   */
  preview: { src: string | null; alt: string } | null;
  /** How the preview is drawn: a product's photo fills a square, a logo keeps its shape. */
  previewStyle: Omit<ImageProps, 'src' | 'alt'>;
  /** Removes the image shown; the focus then goes back to the file input. */
  onRemove: () => void;
  /** Called when a file is chosen, before it is checked and uploaded. */
  onChoose?: () => void;
  /** A message about the image from outside the upload (a save too early, the server's). */
  error?: string | null;
}

/**
 * An image uploaded as soon as it is chosen (spec 2 §5 product image, spec 3 §5 logo): the
 * preview with its remove button, the file input with its help or error, and a named progress
 * bar while the file travels.
 */
export function ImageUploadField({
  upload,
  messages,
  accept,
  preview,
  previewStyle,
  onRemove,
  onChoose,
  error: outsideError = null,
}: ImageUploadFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const error = upload.error ?? outsideError;
  const progressLabel = upload.status === 'done' ? messages.uploaded : messages.uploading;

  return (
    <Stack gap={3}>
      {preview && (
        <HStack gap={4} alignItems="center">
          {preview.src && (
            <Image
              src={preview.src}
              alt={preview.alt}
              borderRadius="md"
              borderWidth="1px"
              {...previewStyle}
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
            {messages.remove}
          </Button>
        </HStack>
      )}
      <Field.Root invalid={!!error}>
        <Field.Label>{messages.label}</Field.Label>
        <Input
          ref={inputRef}
          type="file"
          accept={accept.join(',')}
          p={1.5}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again is a new choice.
            event.target.value = '';
            if (!file) return;
            onChoose?.();
            upload.upload(file);
          }}
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{messages.help}</Field.HelperText>
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
