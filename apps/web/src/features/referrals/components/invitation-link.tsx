import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopup } from '../../../shared/lib/use-popup';
import { useIsMobile } from '../../../shared/lib/use-media-query';
import { Button } from '../../../shared/ui/button';
import { ShareTargetsList } from './share-targets-list';

/** How long the Copy button says "Copied". */
const COPIED_MS = 2500;

/**
 * Copies the link: the Clipboard API where the page may use it, else the selected field's text
 * through the older copy command (an insecure origin, a refused permission).
 */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused: try the field below.
  }
  if (!field) return false;
  field.select();
  return document.execCommand('copy');
}

/**
 * The invitation link with Copy and Share. Share hands the link to the phone's share sheet
 * (Web Share API) where the browser has one; otherwise a phone opens the `share` popup and a
 * wide screen unfolds the same messenger links under the field.
 */
export function InvitationLink({ link }: { link: string }) {
  const { t } = useTranslation();
  const { open } = usePopup();
  const isMobile = useIsMobile();
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const [panel, setPanel] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    const done = await copyText(link, field.current);
    setCopied(done ? 'yes' : 'failed');
    // Refused: the text stays selected so the player can copy it by hand.
    if (!done) field.current?.select();
  };

  const share = async () => {
    const data = {
      title: t('referrals.share.subject', { site: t('app.name') }),
      text: t('referrals.share.text', { site: t('app.name') }),
      url: link,
    };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The player closed the sheet: nothing more to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (isMobile) open('share');
    else setPanel((shown) => !shown);
  };

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={id} className="text-sm font-medium text-text-muted">
        {t('referrals.link.label')}
      </label>
      <input
        id={id}
        ref={field}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="h-11 w-full min-w-0 rounded-lg border border-border bg-surface-raised px-3 font-mono text-sm text-text focus:border-accent"
        data-testid="invitation-link"
      />
      <div className="grid grid-cols-2 gap-2">
        <Button
          onClick={() => void copy()}
          data-testid="invite-copy"
          data-copied={copied === 'yes'}
        >
          {copied === 'yes' ? t('referrals.link.copied') : t('referrals.link.copy')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void share()}
          aria-expanded={isMobile ? undefined : panel}
          aria-controls={isMobile ? undefined : `${id}-share`}
          data-testid="invite-share"
        >
          {t('referrals.link.share')}
        </Button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className="min-h-5 text-sm"
        data-testid="invite-copy-status"
      >
        {copied === 'yes' ? (
          <span className="text-success">{t('referrals.link.copiedNote')}</span>
        ) : copied === 'failed' ? (
          <span className="text-text-muted">{t('referrals.link.copyFailed')}</span>
        ) : null}
      </p>
      {!isMobile && panel ? (
        <div id={`${id}-share`} className="rounded-lg border border-border p-3">
          <ShareTargetsList link={link} />
        </div>
      ) : null}
    </div>
  );
}
