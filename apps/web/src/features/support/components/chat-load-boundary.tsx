import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';

interface Props {
  onRetry(): void;
  onClose(): void;
  children: ReactNode;
}

/**
 * The panel's chunk could not be loaded (offline, a deploy replaced it): the chat says so in a
 * small box with Try again, instead of the error reaching the page around it.
 */
export class ChatLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('support chat: the chat could not be loaded', error);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ChatLoadFailed onRetry={this.retry} onClose={this.props.onClose} />;
  }
}

function ChatLoadFailed({ onRetry, onClose }: { onRetry(): void; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="support-chat"
      className="fixed inset-x-3 bottom-20 z-40 flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-2xl md:inset-x-auto md:bottom-6 md:right-6 md:w-[360px]"
    >
      <p className="text-sm">{t('support.loadError')}</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onClose}>
          {t('support.close')}
        </Button>
      </div>
    </div>
  );
}
