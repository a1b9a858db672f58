import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorMessage } from './error-message';
import { messages } from './messages';

interface Props {
  children: ReactNode;
  title: string;
  onReset?: () => void;
}

class Boundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A panel crashed while rendering:', error, info.componentStack);
  }

  render() {
    if (this.state.error !== null) {
      return (
        <ErrorMessage
          error={this.state.error}
          title={this.props.title}
          onRetry={() => {
            this.props.onReset?.();
            this.setState({ error: null });
          }}
        />
      );
    }
    return this.props.children;
  }
}

/** Keeps a crash inside one panel; Retry re-renders it and refetches its failed queries. */
export function ErrorBoundary({ children, title }: { children: ReactNode; title?: string }) {
  const intl = useIntl();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary title={title ?? intl.formatMessage(messages.partFailed)} onReset={reset}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}
