import type { ReactNode } from 'react';
import { ErrorBox, errorMessage, LoadingState, type UseQueryResult } from '@platform/shared';

export interface TabQueryProps<T> {
  query: UseQueryResult<T>;
  /** Read while the tab's list loads. */
  loading: string;
  /** The tab's own load error of spec 3 §8. */
  error: string;
  children: (data: T) => ReactNode;
}

/** A tab's own loading and error states (each tab loads, fails and retries on its own). */
export function TabQuery<T>({ query, loading, error, children }: TabQueryProps<T>) {
  if (query.isError) {
    return (
      <ErrorBox
        title={error}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.isPending) return <LoadingState label={loading} showLabel />;
  return <>{children(query.data)}</>;
}
