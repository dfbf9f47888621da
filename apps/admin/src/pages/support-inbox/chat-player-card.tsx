import type { CallResponse, CurrencyCode, adminChatConversationCall } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../app/me';
import { DateTime, Facts, Money, StatusBadge } from '../../ui';

type Card = CallResponse<typeof adminChatConversationCall>['card'];

/** What support sees of the player beside the conversation, with the way to the full card. */
export function ChatPlayerCard({ card }: { card: Card }) {
  const { t } = useTranslation('support-inbox');
  const canOpenPlayer = useCan('players.read');
  const { player, balances, lastPayments, bonus, flags } = card;
  return (
    <aside
      aria-label={t('card.title')}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-surface p-4 text-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-base font-semibold">{t('card.title')}</h2>
        {canOpenPlayer && (
          <Link
            to={`/players/${player.id}`}
            className="text-accent-strong underline-offset-2 hover:underline"
          >
            {t('card.open')}
          </Link>
        )}
      </div>
      <Facts
        valueClassName="min-w-0 break-words"
        rows={[
          [t('card.id'), player.id],
          [t('card.email'), player.email],
          [t('card.name'), player.name || '—'],
          [t('card.country'), player.country ?? '—'],
          [t('card.currency'), player.currency],
          [t('card.registered'), <DateTime key="registered" value={player.registeredAt} date />],
        ]}
      />
      <div className="flex flex-wrap gap-1">
        {flags.length === 0 ? (
          <StatusBadge tone="success">{t('card.noFlags')}</StatusBadge>
        ) : (
          flags.map((flag) => {
            // `review:<reason>` carries the open review's reason after its name.
            const [name, reason = ''] = flag.split(':', 2);
            return (
              <StatusBadge key={flag} tone={name === 'banned' ? 'danger' : 'warning'}>
                {t(`flags.${name}`, { defaultValue: flag, reason })}
              </StatusBadge>
            );
          })
        )}
      </div>
      <section>
        <h3 className="mb-1 font-semibold">{t('card.balances')}</h3>
        {balances.length === 0 ? (
          <p className="text-text-muted">—</p>
        ) : (
          <Facts
            rows={balances.map(
              (row) =>
                [
                  `${t(`balanceKinds.${row.kind}`, { defaultValue: row.kind })} (${row.currency})`,
                  <Money
                    key={`${row.kind}-${row.currency}`}
                    minor={row.balance}
                    currency={row.currency as CurrencyCode}
                  />,
                ] as const,
            )}
          />
        )}
      </section>
      <section>
        <h3 className="mb-1 font-semibold">{t('card.bonus')}</h3>
        {bonus ? (
          <div className="flex flex-col gap-1">
            <p>
              {bonus.name} · {t(`bonusStatus.${bonus.status}`, { defaultValue: bonus.status })}
            </p>
            <div
              role="progressbar"
              aria-label={t('card.wagering')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(bonus.progress)}
              className="h-2 overflow-hidden rounded-full bg-surface-sunken"
            >
              <div
                className="h-full bg-accent"
                style={{ width: `${Math.min(100, Math.max(0, bonus.progress))}%` }}
              />
            </div>
            <p className="text-xs text-text-muted">
              {t('card.wagered', { percent: bonus.progress.toFixed(2) })}
            </p>
          </div>
        ) : (
          <p className="text-text-muted">{t('card.noBonus')}</p>
        )}
      </section>
      <section>
        <h3 className="mb-1 font-semibold">{t('card.payments')}</h3>
        {lastPayments.length === 0 ? (
          <p className="text-text-muted">{t('card.noPayments')}</p>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {lastPayments.map((payment) => (
              <li
                key={payment.id}
                className="flex flex-col border-b border-border pb-1.5 last:border-b-0"
              >
                <span className="flex justify-between gap-2">
                  <span>
                    {t(`paymentType.${payment.type}`, { defaultValue: payment.type })} ·{' '}
                    {payment.method}
                  </span>
                  <Money minor={payment.amount} currency={payment.currency as CurrencyCode} />
                </span>
                <span className="flex justify-between gap-2 text-xs text-text-muted">
                  <DateTime value={payment.createdAt} />
                  <span>
                    {t(`paymentStatus.${payment.status}`, { defaultValue: payment.status })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </aside>
  );
}
