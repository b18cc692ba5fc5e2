import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Container, ErrorBox, LoadingState } from '@platform/shared/core';
import { messages } from '../messages';
import { reloadPage, staleRecovery } from './stale-release';

interface StaleReleaseBoundaryProps {
  /** The remote whose page is inside, and the release it was opened from. */
  remote?: string;
  version?: string;
  /** Renders the remote's page again, from its live release. */
  onRetry?: () => void;
  /**
   * Shown for an error nothing recovers from. Without it, the error goes on to the boundary
   * outside (a remote page's, which shows the Spanish error with 'Reintentar').
   */
  fallback?: 'reload';
  children: ReactNode;
}

interface State {
  error: Error | null;
  settled: boolean;
}

/**
 * Recovers from a file that an earlier release had and the live one has not
 * (`stale-release.ts`): a remote's page is rendered again from its live release, a shell whose
 * release changed reloads once at the same address. Meanwhile it says that it is updating, so the
 * screen is never blank.
 */
export class StaleReleaseBoundary extends Component<StaleReleaseBoundaryProps, State> {
  override state: State = { error: null, settled: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, settled: false };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    const { remote, version } = this.props;
    void staleRecovery(error, remote, version).then((outcome) => {
      if (outcome === 'reload') {
        reloadPage();
      } else if (outcome === 'retry' && this.props.onRetry) {
        this.setState({ error: null, settled: false });
        this.props.onRetry();
      } else {
        this.setState({ settled: true });
      }
    });
  }

  override render() {
    const { error, settled } = this.state;
    if (!error) return this.props.children;
    if (!settled) return <LoadingState label={messages.staleRelease.updating} showLabel />;
    if (this.props.fallback !== 'reload') throw error;
    return (
      <Container maxW="lg" py={16}>
        <ErrorBox
          title={messages.staleRelease.title}
          message={messages.staleRelease.message}
          retryLabel={messages.loader.reload}
          onRetry={reloadPage}
        />
      </Container>
    );
  }
}
