import type { UserProfile } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../lib/display-date';

/** What the player cannot edit here: sign-in e-mail, currency, registration date, bonus. */
export function AccountSummary({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const rows: [string, string, string][] = [
    ['email', t('form.email'), user.login],
    ['currency', t('form.currency'), user.currencyCode],
    ['registered', t('profile.registered'), formatDisplayDate(user.createdAt)],
    ['bonus', t('auth.bonusChoice'), t(`auth.bonusChoice.${user.bonusChoice}`)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([id, label, value]) => (
        <div key={id} className="min-w-0">
          <dt className="text-xs text-text-muted">{label}</dt>
          <dd className="truncate font-semibold" data-testid={`account-${id}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
