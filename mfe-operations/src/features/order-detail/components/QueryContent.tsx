import type { ReactNode } from 'react';
import { ErrorBox, errorMessage, LoadingState, type UseQueryResult } from '@platform/shared';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  /** The card's own error of spec 3 §8 ('Error al cargar los documentos'). */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/**
 * What a card of the order detail shows for its own load: a spinner, its error with
 * 'Reintentar', or its content. Each card loads on its own, so one failure never blanks the page.
 */
export function QueryContent<T>({
  query,
  loadingLabel,
  errorTitle,
  children,
}: QueryContentProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} minH="24" />;
  if (query.isError) {
    return (
      <ErrorBox
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}
