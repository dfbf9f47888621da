import type { AdminLandingPrize } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../ui';

/** An offer and its free spins in a line; a stopped offer is flagged (the default is shown then). */
export function PrizeSummary({ prize }: { prize: AdminLandingPrize }) {
  const { t } = useTranslation('landings');
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span>{prize.offerName}</span>
      {prize.freeSpins && (
        <span className="text-text-muted">
          {t('prize.spins', { count: prize.freeSpins.count, game: prize.freeSpins.game.name })}
        </span>
      )}
      {prize.offerStatus !== 'active' && (
        <StatusBadge tone="warning">
          {t('prize.stopped', { status: prize.offerStatus })}
        </StatusBadge>
      )}
      {prize.updatedAt === null && <StatusBadge>{t('prize.default')}</StatusBadge>}
    </span>
  );
}

export { rate } from './funnel';
