import { createContext, useContext } from 'react';
import { Container, ErrorBox } from '@platform/shared/core';
import { messages } from '../messages';

/** Given by the `RemotePage` around every remote: forget the failed load and try again. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());

/** What a route shows when its remote could not be loaded or crashed while rendering. */
export function RemoteUnavailable({ remote }: { remote: string }) {
  const retry = useContext(RemoteRetryContext);
  return (
    <Container maxW="3xl" py={16} data-remote-error={remote}>
      <ErrorBox
        title={messages.remote.unavailableTitle}
        message={messages.remote.unavailableMessage}
        onRetry={retry}
      />
    </Container>
  );
}
