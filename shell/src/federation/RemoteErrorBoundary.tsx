import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  remote: string;
  /** Changing it clears a caught error (the user pressed "Reintentar" or navigated). */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Keeps a remote that throws while rendering inside its own box: the shell and the other remotes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
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
    if (this.state.error) return <RemoteUnavailable remote={this.props.remote} />;
    return this.props.children;
  }
}
