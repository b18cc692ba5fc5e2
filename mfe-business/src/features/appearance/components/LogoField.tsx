import { useRef } from 'react';
import { Box, Button, Field, HStack, Image, Input, Stack, Text } from '@platform/shared';
import { APPEARANCE } from '@platform/shared/constants';
import { Progress } from '@platform/shared/widgets';
import type { LogoUpload } from '../hooks/use-logo-upload';
import { appearanceMessages } from '../messages';

const copy = appearanceMessages.logo;

/**
 * The store's logo (spec 3 §5 "Logo upload"): a PNG or JPG of at most 5 MB, checked before
 * anything is sent, then uploaded at once through a signed URL, with a named progress bar.
 */
export function LogoField({ upload, blocked }: { upload: LogoUpload; blocked: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const error = upload.error ?? blocked;
  const progressLabel = upload.status === 'done' ? copy.uploaded : copy.uploading;

  return (
    <Stack gap={3}>
      {upload.logo?.previewUrl && (
        <HStack gap={4} alignItems="center">
          <Image
            src={upload.logo.previewUrl}
            alt={copy.current}
            maxH="16"
            maxW="40"
            objectFit="contain"
            borderRadius="md"
            borderWidth="1px"
            p={1}
          />
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              upload.clear();
              inputRef.current?.focus();
            }}
          >
            {copy.remove}
          </Button>
        </HStack>
      )}
      <Field.Root invalid={!!error}>
        <Field.Label>{copy.label}</Field.Label>
        <Input
          ref={inputRef}
          type="file"
          accept={APPEARANCE.logoTypes.join(',')}
          p={1.5}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that choosing the same file again is a new choice.
            event.target.value = '';
            if (file) upload.upload(file);
          }}
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{copy.help}</Field.HelperText>
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
