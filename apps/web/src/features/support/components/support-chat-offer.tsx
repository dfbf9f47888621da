import { MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/use-session';
import { Button } from '../../../shared/ui/button';
import { SUPPORT_LAUNCHER } from '../support-chat';
import { useSupportLauncher } from '../use-support-launcher';

/**
 * The support info page's way into the chat: a button that opens it, or for a visitor one that
 * asks to sign in first (a conversation belongs to an account).
 */
export function SupportChatOffer() {
  const { t } = useTranslation();
  const session = useSession();
  const openSupport = useSupportLauncher();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-center"
    >
      <MessageSquare aria-hidden="true" size={28} className="shrink-0 text-accent" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={titleId} className="text-lg font-bold">
          {t('support.offer.title')}
        </h2>
        <p className="text-sm text-text-muted">{t('support.offer.text')}</p>
      </div>
      <Button onClick={openSupport} className="shrink-0" {...SUPPORT_LAUNCHER}>
        {session.status === 'guest' ? t('support.offer.signIn') : t('support.offer.open')}
      </Button>
    </section>
  );
}
