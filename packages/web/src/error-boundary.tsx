/**
 * A page that throws while drawing must not leave a blank screen: the frame stays, the page
 * says what happened and offers to reload (a table resumes from the server as it was). React
 * catches render errors only in a class component.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const Broken = () => {
  const { t } = useTranslation();
  return (
    <section className="page narrow" role="alert" data-testid="page-broken">
      <h1>{t('broken.title')}</h1>
      <p>{t('broken.text')}</p>
      <button type="button" onClick={() => globalThis.location.reload()}>
        {t('broken.reload')}
      </button>
    </section>
  );
};

export class ErrorBoundary extends Component<
  { readonly children: ReactNode },
  { readonly failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The browser's console is where a player's report starts from.
    console.error('Tavolo: a page failed to draw', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <Broken /> : this.props.children;
  }
}
