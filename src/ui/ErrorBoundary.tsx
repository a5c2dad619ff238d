import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  entry: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** A crash stays inside its island: an alert here, the rest of the page intact. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.entry}] the screen crashed`, error, info.componentStack);
  }

  render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div className="alert alert-danger" role="alert">
        <strong>Ошибка.</strong> Экран не удалось показать. Обновите страницу; если ошибка повторится, сообщите в поддержку.
      </div>
    );
  }
}
