import type { PersonalDetails } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { buttonClass } from '../../../shared/ui/button';
import { IDENTITY_FIELDS, missingIdentityFields } from '../lib/identity-check';

const fieldLabel = {
  firstName: 'form.firstName',
  secondName: 'form.secondName',
  nationality: 'form.nationality',
  gender: 'form.gender',
  birthday: 'form.birthday',
  country: 'form.country',
} as const;

/**
 * The first verification step, asked of every player who withdraws (engagement §9): whether the
 * identity details are complete, which are missing, and the way to the page that completes them.
 */
export function IdentityStatus({ personal }: { personal: PersonalDetails }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const missing = missingIdentityFields(personal);
  const complete = missing.length === 0;
  return (
    <div className="flex flex-col gap-3" data-testid="verification" data-complete={complete}>
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold">{t('profile.verification.identity')}</p>
        <span
          className={`inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-semibold ${
            complete ? 'bg-success/15 text-success' : 'bg-accent/15 text-accent'
          }`}
        >
          {complete
            ? t('profile.verification.complete')
            : t('profile.verification.progress', {
                given: IDENTITY_FIELDS.length - missing.length,
                total: IDENTITY_FIELDS.length,
              })}
        </span>
      </div>
      <p className="text-sm text-text-muted">
        {complete
          ? t('profile.verification.completeHint')
          : t('profile.verification.missing', {
              fields: missing.map((field) => t(fieldLabel[field])).join(', '),
            })}
      </p>
      <Link
        to={localized(paths.profile.page('personal'))}
        className={buttonClass({ variant: 'secondary', size: 'sm', className: 'self-start' })}
      >
        {complete ? t('profile.verification.review') : t('profile.verification.completeAction')}
      </Link>
    </div>
  );
}
