import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <section className="empty-state" role="alert">
      <h1 className="empty-state__title">{t('pageFailed.title')}</h1>
      <p>{t('pageFailed.text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </button>
    </section>
  );
}

/**
 * A page whose code could not be fetched (offline, or a deployment replaced its chunk) or that failed to render
 * shows a message with a way out instead of a blank screen. A new resetKey (the path) clears the message; it is not
 * a React key, so moving within a page (the ad form gaining its draft's id) keeps the page mounted.
 */
export class PageErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page could not be shown', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}
