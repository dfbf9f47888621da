import { useTranslation } from 'react-i18next';
import {
  opensInNewTab,
  SHARE_BRANDS,
  SHARE_TARGETS,
  shareUrl,
  type ShareTarget,
} from '../lib/share-targets';
import { ShareIcon } from './share-icon';

/** The target's name: a brand as it is written everywhere, e-mail and SMS in the language. */
function useTargetName() {
  const { t } = useTranslation();
  return (target: ShareTarget) =>
    SHARE_BRANDS[target] ??
    (target === 'email' ? t('referrals.share.email') : t('referrals.share.sms'));
}

/**
 * One link per messenger with the invitation filled in (the `share` popup of phones, and the
 * page's share panel where the browser has no share sheet).
 */
export function ShareTargetsList({ link }: { link: string }) {
  const { t } = useTranslation();
  const name = useTargetName();
  const message = {
    link,
    text: t('referrals.share.text', { site: t('app.name') }),
    subject: t('referrals.share.subject', { site: t('app.name') }),
  };
  return (
    <ul className="grid grid-cols-4 gap-x-2 gap-y-4" data-testid="share-targets">
      {SHARE_TARGETS.map((target) => (
        <li key={target} className="min-w-0">
          <a
            href={shareUrl(target, message)}
            {...(opensInNewTab(target) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="flex flex-col items-center gap-1.5 rounded-lg p-1 text-center text-xs text-text hover:bg-surface-raised"
            aria-label={t('referrals.share.via', { app: name(target) })}
            data-share-target={target}
          >
            <ShareIcon target={target} />
            <span className="w-full truncate">{name(target)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
