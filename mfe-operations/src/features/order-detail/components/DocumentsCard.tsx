import { lazy, Suspense, useRef } from 'react';
import type { OrderDocument } from '@platform/api/contracts';
import {
  Alert,
  Box,
  Button,
  Field,
  Flex,
  formatDateTime,
  formatNumber,
  HStack,
  Input,
  Stack,
  Text,
  useQuery,
  VisuallyHidden,
} from '@platform/shared';
import { ORDER_DOCUMENT } from '@platform/shared/constants';
import { Progress } from '@platform/shared/widgets';
import { Download, FileText } from 'lucide-react';
import { useDownloadOrderDocument } from '../api/download-order-document';
import { orderDocumentsQuery } from '../api/list-order-documents';
import { useDocumentUpload } from '../hooks/use-document-upload';
import { orderDetailMessages } from '../messages';
import { DetailCard } from './DetailCard';
import { QueryContent } from './QueryContent';

const DuplicateDocumentDialog = lazy(() => import('./DuplicateDocumentDialog'));

const copy = orderDetailMessages.documents;

/** What the file picker offers: the allowed extensions (the check itself reads the name). */
const ACCEPT = Object.keys(ORDER_DOCUMENT.types)
  .map((extension) => `.${extension}`)
  .join(',');

/** '820 KB', '1,4 MB'. */
function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}

function DocumentRow({
  document,
  downloading,
  onDownload,
}: {
  document: OrderDocument;
  downloading: boolean;
  onDownload: () => void;
}) {
  const meta = [
    formatDateTime(document.date),
    document.size != null && formatFileSize(document.size),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Flex as="li" gap={3} align="center" py={2.5} wrap="wrap">
      <Box aria-hidden color="fg.muted">
        <FileText size={20} />
      </Box>
      <Stack gap={0} flex="1" minW="12rem">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {document.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {meta}
        </Text>
      </Stack>
      <Button
        size="sm"
        variant="outline"
        loading={downloading}
        loadingText={copy.downloading}
        onClick={onDownload}
      >
        <Download aria-hidden /> {copy.download}
        <VisuallyHidden> {document.name}</VisuallyHidden>
      </Button>
    </Flex>
  );
}

/**
 * The order's documents (spec 3 §2, §4, §5, §7, §8): the list with a download each, and the
 * upload of one file at a time with its progress bar.
 */
export function DocumentsCard({ orderId }: { orderId: string }) {
  const query = useQuery(orderDocumentsQuery(orderId));
  const download = useDownloadOrderDocument();
  const documents = query.data?.documents ?? [];
  const upload = useDocumentUpload(
    orderId,
    documents.map((document) => document.name),
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const uploading = upload.status === 'uploading';
  const progressLabel = upload.status === 'success' ? copy.uploaded : copy.uploading;

  return (
    <DetailCard title={copy.title} icon={<FileText />}>
      <Stack gap={5}>
        <QueryContent
          query={query}
          loadingLabel={copy.loading}
          errorTitle={orderDetailMessages.errors.documents}
        >
          {(data) =>
            data.documents.length === 0 ? (
              <Text color="fg.muted">{copy.empty}</Text>
            ) : (
              <Stack as="ul" aria-label={copy.listLabel} gap={0} m={0} p={0} listStyleType="none">
                {data.documents.map((document) => (
                  <DocumentRow
                    key={document.id}
                    document={document}
                    downloading={download.isPending && download.variables?.id === document.id}
                    onDownload={() => download.mutate(document)}
                  />
                ))}
              </Stack>
            )
          }
        </QueryContent>

        {download.isError && (
          <Alert.Root status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Title>{copy.downloadFailed}</Alert.Title>
          </Alert.Root>
        )}

        <Stack gap={3} borderTopWidth="1px" pt={4}>
          <Field.Root invalid={!!upload.error} disabled={uploading}>
            <Field.Label>{copy.upload}</Field.Label>
            <Input
              ref={inputRef}
              type="file"
              accept={ACCEPT}
              p={1.5}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared so that choosing the same file again is a new choice.
                event.target.value = '';
                if (file) upload.upload(file);
              }}
            />
            {upload.error ? (
              <Field.ErrorText>{upload.error}</Field.ErrorText>
            ) : (
              <Field.HelperText>{copy.uploadHelp}</Field.HelperText>
            )}
          </Field.Root>

          {upload.status !== 'idle' && (
            <Progress.Root
              value={upload.progress}
              max={100}
              size="sm"
              colorPalette={upload.status === 'success' ? 'green' : 'brand'}
            >
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
          )}
          <VisuallyHidden role="status" aria-live="polite">
            {upload.uploadedName ? copy.uploadedNamed(upload.uploadedName) : ''}
          </VisuallyHidden>
        </Stack>
      </Stack>

      {upload.duplicateName && (
        <Suspense fallback={null}>
          <DuplicateDocumentDialog
            name={upload.duplicateName}
            onClose={() => {
              upload.closeDuplicate();
              inputRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </DetailCard>
  );
}
