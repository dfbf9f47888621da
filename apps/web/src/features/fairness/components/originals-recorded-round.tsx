import { ORIGINAL_NAMES, type PlayOriginalRoundDetail } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../shared/lib/i18n';
import { checkOriginalsRound } from '../lib/check-originals-round';
import { CheckField, CheckFields } from './check-parts';
import { OriginalsCheckView } from './originals-check-view';

/**
 * One of the player's originals rounds: its seeds, then, once its server seed is revealed, the
 * round replayed from them against what the casino recorded and paid.
 */
export function OriginalsRecordedRound({ round }: { round: PlayOriginalRoundDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { original } = round;
  const amount = (minor: number) => formatMoney(minor, round.currency, language);
  return (
    <div className="flex flex-col gap-4" data-round={round.roundId}>
      <CheckFields>
        <CheckField label={t('verify.game')} value={ORIGINAL_NAMES[original.game]} />
        <CheckField label={t('verify.bet')} value={amount(original.bet)} />
        <CheckField
          label={t('verify.originals.params')}
          value={JSON.stringify(original.params)}
          mono
        />
        {round.actions.length ? (
          <CheckField
            label={t('verify.originals.actions')}
            value={JSON.stringify(round.actions)}
            mono
          />
        ) : null}
        <CheckField label={t('verify.nonce')} value={String(round.nonce)} mono />
        <CheckField label={t('verify.clientSeed')} value={round.clientSeed} mono />
        <CheckField label={t('verify.serverSeedHash')} value={round.serverSeedHash} mono />
        {round.serverSeed ? (
          <CheckField label={t('verify.serverSeed')} value={round.serverSeed} mono />
        ) : null}
      </CheckFields>
      {round.serverSeed === null ? (
        <p role="status" className="rounded-lg border border-info px-4 py-3">
          {t('verify.unrevealed')}
        </p>
      ) : (
        <OriginalsCheckView
          amount={amount}
          recordedWin={original.win}
          result={checkOriginalsRound(
            {
              game: original.game,
              params: original.params,
              actions: round.actions,
              bet: original.bet,
              maxWin: round.maxWin,
              serverSeed: round.serverSeed,
              serverSeedHash: round.serverSeedHash,
              clientSeed: round.clientSeed,
              nonce: round.nonce,
            },
            original,
          )}
        />
      )}
    </div>
  );
}
