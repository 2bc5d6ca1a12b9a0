// Outside the signed-in shell, a render failure shows the spec's fallback page (UnexpectedError).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UnexpectedError } from './UnexpectedError.tsx';

interface State {
  error: Error | null;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <UnexpectedError error={error} />;
  }
}
