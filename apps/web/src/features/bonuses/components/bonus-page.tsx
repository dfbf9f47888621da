import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { problemFromError, type FormProblem } from '../../../shared/lib/form-problem';
import { usePopup } from '../../../shared/lib/use-popup';
import { Button } from '../../../shared/ui/button';
import { ProblemLine } from '../../../shared/ui/problem-line';
import { useAvailableBonuses } from '../api/get-available-bonuses';
import { useBonuses } from '../api/get-bonuses';
import { useReceiveBonus } from '../api/receive-bonus';
import { pageCards } from '../lib/card-view';
import { referenceTime } from '../state';
import { BonusCard, type BonusCardActions } from './bonus-card';
import { BonusHistory } from './bonus-history';

const SKELETON_CARDS = [0, 1];

/**
 * /profile/bonus (engagement §2): the player's bonus cards, the promo-code entry and the bonus
 * history. No card: 'You have no active bonuses right now'; the call failed: 'Bonuses fetch
 * error' (engagement §8).
 */
export function BonusPage() {
  const { t } = useTranslation();
  const { open } = usePopup();
  const [params] = useSearchParams();
  // A link's `bonusId` (web README "Auth route names and query parameters") names a grant.
  const linkedId = Number(params.get('bonusId')) || null;
  const bonuses = useBonuses();
  const available = useAvailableBonuses();
  const receive = useReceiveBonus();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // When the page opened: the stored reference time of a card seen for the first time.
  const [openedAt] = useState(() => Date.now());

  const actions: BonusCardActions = {
    onDeposit: (offerId) => open('bonus', { bonusOfferId: String(offerId) }),
    onCancel: (target) => open('cancel-bonus', { id: String(target.id), kind: target.kind }),
    onReceive: (id) => {
      setProblem(null);
      receive.mutate(id, { onError: (error) => setProblem(problemFromError(error)) });
    },
    receiving: receive.isPending ? (receive.variables ?? null) : null,
  };

  const cards = () => {
    if (!bonuses.data && bonuses.isError) {
      return (
        <div
          className="flex flex-col items-start gap-3 rounded-card border border-border bg-surface p-4"
          role="alert"
          data-testid="bonuses-error"
        >
          <p>{t('bonuses.fetchError')}</p>
          <Button size="sm" pending={bonuses.isFetching} onClick={() => void bonuses.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      );
    }
    if (!bonuses.data) {
      return (
        <div className="grid gap-4 md:grid-cols-2" role="status" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          {SKELETON_CARDS.map((card) => (
            <div key={card} className="h-72 animate-pulse rounded-card bg-surface" />
          ))}
        </div>
      );
    }
    const views = pageCards(bonuses.data.bonuses, available.data ?? [], (key) =>
      referenceTime(key, openedAt),
    );
    if (views.length === 0) {
      return (
        <p
          className="rounded-card border border-dashed border-border p-8 text-center text-text-muted"
          data-testid="bonuses-empty"
        >
          {t('bonuses.empty')}
        </p>
      );
    }
    return (
      <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" aria-label={t('bonuses.cards')}>
        {views.map((card) => (
          <li key={card.key} className="flex min-w-0 flex-col [&>article]:flex-1">
            <BonusCard
              card={card}
              actions={actions}
              linked={linkedId !== null && card.grantId === linkedId}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0 text-sm text-text-muted">{t('bonuses.promo.text')}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => open('promocode-apply')}
          data-testid="promo-open"
        >
          {t('bonuses.promo.open')}
        </Button>
      </div>
      {problem ? <ProblemLine problem={problem} /> : null}
      {cards()}
      <BonusHistory />
    </div>
  );
}
