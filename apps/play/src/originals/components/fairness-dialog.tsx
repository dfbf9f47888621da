import type { GameMode, PlaySeeds } from '@jackdaw/contracts';
import { isValidClientSeed } from '@jackdaw/games';
import { useState } from 'preact/hooks';
import { Dialog } from '../../components/dialog';
import { ClientSeedForm, SeedList, SeedMessage, useSeedWork } from '../../components/seed-parts';
import { originalsApi } from '../api/originals-api';
import type { VerifiableRound } from '../game/originals-game';
import { latestRoundHref, type Revealed } from '../lib/verify-link';
import { useOriginalsTranslate } from '../i18n/translate';
import { originalsErrorKey } from '../lib/error-message';

/**
 * The seeds behind the rounds: the committed server seed's hash, the client seed (editable),
 * the next nonce, and rotation, which reveals the retired server seed so that every round under
 * it can be checked; a link to verify the last round.
 */
export function FairnessDialog({
  sessionToken,
  mode,
  maxWin,
  seeds,
  lastRound,
  busy,
  onSeeds,
  onClose,
}: {
  sessionToken: string;
  mode: GameMode;
  /** The session's maximum win per bet: a demo round's link replays a capped win with it. */
  maxWin: number;
  seeds: PlaySeeds;
  lastRound: VerifiableRound | null;
  /** A round in play or open: its nonce is taken, so the seeds wait. */
  busy: boolean;
  onSeeds: (seeds: PlaySeeds) => void;
  onClose: () => void;
}) {
  const t = useOriginalsTranslate();
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const { message, setMessage, working, run } = useSeedWork(originalsErrorKey);

  return (
    <Dialog title={t('fairness.title')} closeLabel={t('app.close')} onClose={onClose}>
      <p class="muted">{t('fairness.explain')}</p>
      <SeedList
        class="orig-seeds"
        seeds={seeds}
        hashLabel={t('fairness.serverSeedHash')}
        nonceLabel={t('fairness.nonce')}
      />
      <ClientSeedForm
        formClass="orig-seed-form"
        label={t('fairness.clientSeed')}
        saveLabel={t('fairness.save')}
        testId="originals-client-seed"
        value={clientSeed}
        disabled={working || busy}
        onInput={setClientSeed}
        onSave={() => {
          const value = clientSeed.trim();
          if (!isValidClientSeed(value)) {
            setMessage({ key: 'fairness.clientSeedInvalid', error: true });
            return;
          }
          void run(async () => {
            const answer = await originalsApi.setClientSeed(sessionToken, value);
            onSeeds(answer.seeds);
            setMessage({ key: 'fairness.saved', error: false });
          });
        }}
      />
      <button
        type="button"
        class="orig-main"
        data-testid="originals-rotate"
        disabled={working || busy}
        onClick={() =>
          void run(async () => {
            const answer = await originalsApi.rotateSeeds(sessionToken);
            setRevealed(answer.revealed);
            setClientSeed(answer.seeds.clientSeed);
            onSeeds(answer.seeds);
            setMessage({ key: 'fairness.rotated', error: false });
          })
        }
      >
        {t('fairness.rotate')}
      </button>
      {message && <SeedMessage text={t(message.key)} error={message.error} />}
      {revealed && (
        <dl class="orig-seeds" data-revealed>
          <dt>{t('fairness.previousServerSeed')}</dt>
          <dd class="mono" data-seed="revealed">
            {revealed.serverSeed}
          </dd>
          <dt>{t('fairness.serverSeedHash')}</dt>
          <dd class="mono">{revealed.serverSeedHash}</dd>
          <dt>{t('fairness.previousClientSeed')}</dt>
          <dd class="mono">{revealed.clientSeed}</dd>
        </dl>
      )}
      {lastRound && (
        <a
          href={latestRoundHref(mode, lastRound, revealed, maxWin)}
          data-testid="originals-verify"
          target="_blank"
          rel="noopener"
        >
          {t('fairness.verify')}
        </a>
      )}
    </Dialog>
  );
}
