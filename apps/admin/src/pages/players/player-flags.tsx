import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../ui';

/** A player's flags as badges: banned, AML hold, or active. */
export function PlayerFlags({ player }: { player: { banned: boolean; amlHold: boolean } }) {
  const { t } = useTranslation('players');
  if (!player.banned && !player.amlHold)
    return <StatusBadge tone="success">{t('flags.active')}</StatusBadge>;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {player.banned && <StatusBadge tone="danger">{t('flags.banned')}</StatusBadge>}
      {player.amlHold && <StatusBadge tone="warning">{t('flags.amlHold')}</StatusBadge>}
    </span>
  );
}
