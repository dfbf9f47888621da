import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import type { CardField, CardView } from '../lib/card-view';
import { categoryKey } from '../lib/category-key';
import { BonusProgress } from './bonus-progress';
import { TimeLeft } from './time-left';
import { useBonusFormat } from './use-bonus-format';

const stateTone: Record<CardView['state'], string> = {
  offered: 'bg-info/15 text-text',
  active: 'bg-success/15 text-text',
  queued: 'bg-surface-raised text-text-muted',
  ready: 'bg-accent/15 text-text',
  claimed: 'bg-surface-raised text-text-muted',
};

function FieldValue({ field }: { field: CardField }) {
  const { t } = useTranslation();
  const format = useBonusFormat();
  if ('money' in field) return <>{format.money(field.money)}</>;
  if ('hours' in field) return <>{t('bonuses.value.hours', { count: field.hours })}</>;
  if ('multiplier' in field) return <>{`×${field.multiplier}`}</>;
  if ('count' in field) return <>{t('bonuses.value.spins', { count: field.count })}</>;
  if ('category' in field) return <>{t(categoryKey(field.category))}</>;
  return <>{format.percent(field.percent)}</>;
}

export interface BonusCardActions {
  onDeposit(offerId: number): void;
  onCancel(target: NonNullable<CardView['cancel']>): void;
  onReceive(id: number): void;
  /** The grant being claimed now, if any. */
  receiving: number | null;
}

/**
 * A bonus card (engagement §3): its headline figure, every text field, the time left counting
 * down, the wagering progress, and the action of its state: Deposit for an offer, Receive for a
 * bonus ready to receive, Cancel for one running or waiting.
 */
export function BonusCard({
  card,
  actions,
  linked = false,
}: {
  card: CardView;
  actions: BonusCardActions;
  /** The card a link named (`?bonusId=`): marked and scrolled to. */
  linked?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const article = useRef<HTMLElement>(null);
  useEffect(() => {
    if (linked) article.current?.scrollIntoView({ block: 'center' });
  }, [linked]);
  const headline =
    card.kind === 'welcome' && card.percent !== null && card.spins
      ? t('bonuses.headline.welcome', { percent: card.percent, count: card.spins })
      : card.percent !== null
        ? t('bonuses.headline.percent', { percent: card.percent })
        : t('bonuses.value.spins', { count: card.spins ?? 0 });
  return (
    <article
      ref={article}
      className={`flex min-w-0 flex-col gap-4 rounded-card border bg-surface p-4 md:p-5 ${linked ? 'border-accent' : 'border-border'}`}
      aria-labelledby={titleId}
      data-testid="bonus-card"
      data-status={card.state}
      data-kind={card.kind}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="text-xs font-semibold uppercase tracking-wide text-text-muted">
            {t(`bonuses.kind.${card.kind}`)}
          </p>
          <h2 id={titleId} className="break-words text-lg font-bold">
            {card.name}
          </h2>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${stateTone[card.state]}`}
          data-testid="bonus-card-state"
        >
          {t(`bonuses.state.${card.state}`)}
        </span>
      </header>
      <p className="break-words text-2xl font-extrabold text-accent">{headline}</p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        {card.fields.map((field) => (
          <div key={field.name} className="flex min-w-0 flex-col" data-field={field.name}>
            <dt className="text-text-muted">{t(`bonuses.field.${field.name}`)}</dt>
            <dd className="break-words font-semibold">
              <FieldValue field={field} />
            </dd>
          </div>
        ))}
      </dl>
      {card.progress ? <BonusProgress {...card.progress} /> : null}
      {card.endsAt !== null ? (
        <div className="flex flex-col gap-1 text-sm">
          <span className="text-text-muted">{t('bonuses.field.timeLeft')}</span>
          <TimeLeft endsAt={card.endsAt} />
        </div>
      ) : null}
      {card.state === 'claimed' ? (
        <p className="text-sm text-text-muted">{t('bonuses.claimedNote')}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {card.depositOfferId !== null ? (
          <Button
            className="flex-1"
            onClick={() => actions.onDeposit(card.depositOfferId!)}
            data-testid="bonus-deposit"
          >
            {t('bonuses.action.deposit')}
          </Button>
        ) : null}
        {card.receiveId !== null ? (
          <Button
            className="flex-1"
            pending={actions.receiving === card.receiveId}
            onClick={() => actions.onReceive(card.receiveId!)}
            data-testid="bonus-receive"
          >
            {t('bonuses.action.receive')}
          </Button>
        ) : null}
        {card.cancel !== null ? (
          <Button
            variant="secondary"
            className="flex-1"
            onClick={() => actions.onCancel(card.cancel!)}
            data-testid="bonus-cancel"
            aria-label={`${t('bonuses.action.cancel')}: ${card.name}`}
          >
            {t('bonuses.action.cancel')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
