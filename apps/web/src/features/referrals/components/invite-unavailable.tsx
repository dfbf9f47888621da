import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { buttonClass } from '../../../shared/ui/button';

/**
 * What a player sees while the programme is closed to them (service-enabled false): why, and a
 * way on that works (no button that would do nothing).
 */
export function InviteUnavailable({
  onLeave,
  withBody = true,
}: {
  onLeave?(): void;
  /** The popup says the first sentence as its description. */
  withBody?: boolean;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div className="flex flex-col gap-3" data-testid="invite-unavailable">
      {withBody ? <p className="text-text-muted">{t('popup.invite-null.body')}</p> : null}
      <p className="text-sm text-text-muted">{t('referrals.unavailable.later')}</p>
      <Link
        to={localized(paths.home)}
        onClick={onLeave}
        className={buttonClass({ block: true, className: 'mt-2' })}
      >
        {t('referrals.unavailable.play')}
      </Link>
    </div>
  );
}
