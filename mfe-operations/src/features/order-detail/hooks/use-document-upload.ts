import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderDocument, OrderDocuments } from '@platform/api/contracts';
import {
  isApiError,
  SignedUploadError,
  uploadThroughSignedUrl,
  useQueryClient,
  useUploadProgress,
} from '@platform/shared';
import { ORDER_DOCUMENT, orderDocumentContentType } from '@platform/shared/constants';
import { createOrderDocument } from '../api/create-order-document';
import { orderDetailKeys } from '../api/keys';
import { orderDetailMessages } from '../messages';

const copy = orderDetailMessages.documents;

/** Spec 3 §9: a finished upload shows its success this long, then the control is ready again. */
const DOCUMENT_SUCCESS_MS = 3000;

/** The spec's refusal of a file, checked before anything is sent (spec 3 §5 "Document upload"). */
function documentFileProblem(file: File): string | null {
  if (file.size > ORDER_DOCUMENT.maxBytes) return copy.tooBig;
  if (!orderDocumentContentType(file.name)) return copy.badType;
  return null;
}

/** The document create answered without a document. */
class NoDocumentAnswer extends Error {}

/** The upload failure's text, by case (spec 3 §8 "Upload"). */
function uploadErrorMessage(error: unknown): string {
  if (error instanceof SignedUploadError) {
    if (error.stage === 'no-url') return copy.noUrl;
    if (error.status > 0) return copy.uploadStatus(error.status);
  }
  if (error instanceof NoDocumentAnswer) return copy.noAnswer;
  return copy.uploadFailed;
}

function isDocument(value: Partial<OrderDocument> | null): value is OrderDocument {
  return !!value && typeof value.id === 'string' && !!value.id && typeof value.name === 'string';
}

export interface DocumentUpload {
  status: 'idle' | 'uploading' | 'success';
  /** 0 to 100 (spec 3 §4: +10 every 300 ms up to 90 while uploading, 100 once stored). */
  progress: number;
  error: string | null;
  /** The name of the file just stored, while its success shows. */
  uploadedName: string | null;
  /** A file whose name the order already has: the 'Archivo duplicado' modal shows it. */
  duplicateName: string | null;
  closeDuplicate: () => void;
  /** Checks the file, then uploads it and attaches it to the order. */
  upload: (file: File) => void;
}

/**
 * An order's document upload (spec 3 §4, §5, §7): one file at a time, refused before anything is
 * sent when too big, of a type not allowed or named like a document the order has; then the
 * signed URL, the PUT and the document create. The new document joins the cached list.
 */
export function useDocumentUpload(orderId: string, existingNames: readonly string[]) {
  const queryClient = useQueryClient();
  const { progress, start, complete, reset } = useUploadProgress();
  const [status, setStatus] = useState<DocumentUpload['status']>('idle');
  const [error, setError] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const [duplicateName, setDuplicateName] = useState<string | null>(null);
  const attempt = useRef<AbortController | null>(null);
  const successTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      attempt.current?.abort();
      if (successTimer.current) clearTimeout(successTimer.current);
    },
    [],
  );

  const upload = useCallback(
    (file: File) => {
      if (attempt.current) return; // one file at a time
      const problem = documentFileProblem(file);
      if (problem) {
        setError(problem);
        return;
      }
      if (existingNames.includes(file.name.trim())) {
        setError(null);
        setDuplicateName(file.name);
        return;
      }
      if (successTimer.current) clearTimeout(successTimer.current);
      const controller = new AbortController();
      attempt.current = controller;
      setError(null);
      setUploadedName(null);
      setStatus('uploading');
      start();

      void (async () => {
        let creating = false;
        try {
          const contentType = orderDocumentContentType(file.name)!;
          const uploadUuid = await uploadThroughSignedUrl(file, contentType, controller.signal);
          creating = true;
          const created = await createOrderDocument(
            { orderUuid: orderId, uploadUuid, filename: file.name },
            controller.signal,
          );
          if (!isDocument(created)) throw new NoDocumentAnswer();
          const documentsKey = orderDetailKeys.part(orderId, 'documents');
          queryClient.setQueryData<OrderDocuments>(documentsKey, (list) =>
            list ? { documents: [...list.documents, created] } : list,
          );
          void queryClient.invalidateQueries({ queryKey: documentsKey });
          complete();
          setStatus('success');
          setUploadedName(created.name);
          successTimer.current = setTimeout(() => {
            successTimer.current = null;
            reset();
            setStatus('idle');
            setUploadedName(null);
          }, DOCUMENT_SUCCESS_MS);
        } catch (failure) {
          if (controller.signal.aborted) return;
          reset();
          setStatus('idle');
          if (creating && isApiError(failure) && failure.status === 409) {
            setDuplicateName(file.name);
          } else {
            setError(uploadErrorMessage(failure));
          }
        } finally {
          if (attempt.current === controller) attempt.current = null;
        }
      })();
    },
    [orderId, existingNames, queryClient, start, complete, reset],
  );

  const closeDuplicate = useCallback(() => setDuplicateName(null), []);

  return {
    status,
    progress,
    error,
    uploadedName,
    duplicateName,
    closeDuplicate,
    upload,
  } satisfies DocumentUpload;
}
