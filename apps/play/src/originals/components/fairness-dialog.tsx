import type { GameMode, PlaySeeds } from '@jackdaw/contracts';
import { isValidClientSeed } from '@jackdaw/games';
import { useState } from 'preact/hooks';
import { Dialog } from '../../components/dialog';
import { originalsApi } from '../api/originals-api';
import type { VerifiableRound } from '../game/originals-game';
import { latestRoundHref, type Revealed } from '../lib/verify-link';
import type { OriginalsMessageKey } from '../i18n/dictionaries/en';
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
  const [message, setMessage] = useState<{ key: OriginalsMessageKey; error: boolean } | null>(null);
  const [working, setWorking] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setWorking(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage({ key: originalsErrorKey(error), error: true });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Dialog title={t('fairness.title')} closeLabel={t('app.close')} onClose={onClose}>
      <p class="muted">{t('fairness.explain')}</p>
      <dl class="orig-seeds">
        <dt>{t('fairness.serverSeedHash')}</dt>
        <dd class="mono" data-seed="server-hash">
          {seeds.serverSeedHash}
        </dd>
        <dt>{t('fairness.nonce')}</dt>
        <dd class="mono" data-seed="nonce">
          {seeds.nonce}
        </dd>
      </dl>
      <form
        class="orig-seed-form"
        onSubmit={(event) => {
          event.preventDefault();
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
      >
        <label>
          {t('fairness.clientSeed')}
          <input
            class="mono"
            data-testid="originals-client-seed"
            value={clientSeed}
            maxLength={64}
            onInput={(event) => setClientSeed(event.currentTarget.value)}
          />
        </label>
        <button type="submit" disabled={working || busy}>
          {t('fairness.save')}
        </button>
      </form>
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
      {message && (
        <p
          class={message.error ? 'error-text' : 'ok-text'}
          role={message.error ? 'alert' : 'status'}
        >
          {t(message.key)}
        </p>
      )}
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
