import { DEFAULT_LANGUAGE, parseLanguageCode } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { useWalletBalances } from '../api/get-wallet-balances';

const SKELETON_ROWS = [0, 1, 2, 3, 4];

/** Each of the player's accounts and its balance, zero ones too (GET /wallet/balances). */
export function AccountBalances() {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const balances = useWalletBalances();

  // Data already shown stays when a later refresh fails.
  if (!balances.data && balances.isError) {
    return (
      <div className="flex flex-col items-start gap-3" role="alert">
        <p>{t('profile.overview.balancesError')}</p>
        <Button size="sm" pending={balances.isFetching} onClick={() => void balances.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!balances.data) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        {SKELETON_ROWS.map((row) => (
          <div key={row} className="h-6 animate-pulse rounded-md bg-surface-raised" />
        ))}
      </div>
    );
  }
  const { accounts, currencyCode } = balances.data;
  return (
    <dl className="flex flex-col divide-y divide-border" data-testid="account-balances">
      {accounts.map((account) => (
        <div
          key={account.kind}
          className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0"
          data-testid={`balance-${account.kind}`}
        >
          <dt className={account.kind === 'real' ? 'font-semibold' : 'text-text-muted'}>
            {t(`profile.account.${account.kind}`)}
          </dt>
          <dd
            className={`whitespace-nowrap ${account.kind === 'real' ? 'text-xl font-extrabold' : 'font-semibold'}`}
          >
            {formatMoney(account.amount, currencyCode, language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
