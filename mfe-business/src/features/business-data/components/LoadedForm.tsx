import type { ReactNode } from 'react';
import { ErrorBox, LoadingState, type UseQueryResult } from '@platform/shared';

interface LoadedFormProps<T> {
  /** The query of what the form edits. */
  query: UseQueryResult<T>;
  text: { loading: string; loadError: string };
  /** The form, once its data is in. */
  children: (data: T) => ReactNode;
}

/** A business-data form's data: loading, then the load error with a retry, or the form itself. */
export function LoadedForm<T>({ query, text, children }: LoadedFormProps<T>) {
  if (query.isPending) return <LoadingState label={text.loading} />;
  if (query.isError) {
    return (
      <ErrorBox
        message={text.loadError}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
