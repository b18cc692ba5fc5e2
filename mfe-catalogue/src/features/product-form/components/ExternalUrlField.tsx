import {
  Button,
  Field,
  HStack,
  Input,
  Link,
  RouterLink,
  Stack,
  type UseQueryResult,
} from '@platform/shared';
import { normalizeExternalPath } from '@platform/shared/validation';
import { productFormMessages as copy } from '../messages';

interface ExternalUrlFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error?: string;
  /** The store's external website (null when it has none), from `GET /store`. */
  website: UseQueryResult<string | null>;
}

/**
 * The product's path on the store's own website (spec 2 §5 "externalUrl"): a full URL is reduced
 * to its path, search and hash on blur. Usable only when the store has an external website; the
 * link to /my-store is where it is configured.
 */
export function ExternalUrlField({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  website,
}: ExternalUrlFieldProps) {
  const usable = website.isSuccess && website.data !== null;
  const help = website.isPending
    ? copy.externalUrlChecking
    : website.isError
      ? copy.externalUrlStoreError
      : website.data
        ? copy.externalUrlHelp(website.data)
        : copy.externalUrlUnavailable;

  return (
    <Stack gap={2}>
      <Field.Root invalid={!!error} disabled={!usable}>
        <Field.Label>{copy.externalUrl}</Field.Label>
        <Input
          ref={inputRef}
          value={value}
          placeholder={copy.externalUrlPlaceholder}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            onChange(normalizeExternalPath(value));
            onBlur();
          }}
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{help}</Field.HelperText>
        )}
      </Field.Root>
      <HStack gap={4} fontSize="sm">
        {website.isError && (
          <Button size="xs" variant="outline" onClick={() => void website.refetch()}>
            {copy.retry}
          </Button>
        )}
        <Link asChild colorPalette="brand">
          <RouterLink to="/my-store">{copy.configureWebsite}</RouterLink>
        </Link>
      </HStack>
    </Stack>
  );
}
