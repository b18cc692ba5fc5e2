import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RemoteErrorBoundaryProps {
  /** The remote whose UI is inside (for the log). */
  remote: string;
  /** Changing it clears a caught error (the user pressed 'Reintentar' or navigated). */
  resetKey: unknown;
  /** Shown instead of the children once they threw: a Spanish message with a way to retry. */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/**
 * Keeps a remote's UI that throws while rendering (a page in the shell, a widget in another
 * remote's page) inside its own box: the rest of the page keeps working.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: RemoteErrorBoundaryProps, state: State) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      `[federation] ${this.props.remote} falló al mostrarse`,
      error,
      info.componentStack,
    );
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
