// The fallback when rendering fails (SPEC 8, "Router failure"): a page headed 'Unexpected Application Error!'.
import { Component, type ErrorInfo, type ReactNode } from 'react';

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
    return (
      <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{error.message}</h3>
        <pre style={{ padding: '0.5rem', background: 'rgba(200,200,200,0.5)', overflow: 'auto' }}>
          {error.stack}
        </pre>
        <a href="/home">Go to Home</a>
      </main>
    );
  }
}
