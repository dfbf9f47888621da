import { VERIFY_PAGE_PATH, verifyPageSearch, type PlaySeeds } from '@jackdaw/contracts';
import { useState } from 'preact/hooks';
import { playApi } from '../api/play-api';
import type { LastRound } from '../game/slot-game';
import { errorMessageKey } from '../lib/error-message';
import { useTranslate } from '../i18n/use-translate';
import type { MessageKey } from '../i18n/translate';
import { Sheet } from './sheet';

interface Revealed extends PlaySeeds {
  serverSeed: string;
}

/** Link to the site's verify page: a real round by its id, a demo round by its seeds. */
export function verifyHref(
  mode: 'real' | 'demo',
  titleId: string,
  round: LastRound,
  revealed: Revealed | null,
): string {
  if (mode === 'real') return VERIFY_PAGE_PATH + verifyPageSearch({ round: round.roundId });
  const serverSeed =
    revealed && revealed.serverSeedHash === round.serverSeedHash ? revealed.serverSeed : undefined;
  return (
    VERIFY_PAGE_PATH +
    verifyPageSearch({
      game: titleId,
      bet: round.bet,
      lines: round.lines,
      nonce: round.nonce,
      clientSeed: round.clientSeed,
      serverSeedHash: round.serverSeedHash,
      serverSeed,
    })
  );
}

/**
 * The seeds behind the rounds: the committed server seed's hash, the client seed (editable),
 * the nonce, and rotation, which reveals the retired server seed so past rounds can be checked.
 */
export function FairnessSheet({
  sessionToken,
  mode,
  titleId,
  seeds,
  lastRound,
  busy,
  onSeeds,
  onClose,
}: {
  sessionToken: string;
  mode: 'real' | 'demo';
  titleId: string;
  seeds: PlaySeeds;
  lastRound: LastRound | null;
  /** A round in play: its nonce is taken, so the seeds wait. */
  busy: boolean;
  onSeeds: (seeds: PlaySeeds) => void;
  onClose: () => void;
}) {
  const t = useTranslate();
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [message, setMessage] = useState<{ key: MessageKey; error: boolean } | null>(null);
  const [working, setWorking] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setWorking(true);
    setMessage(null);
    try {
      await action();
    } catch (error) {
      setMessage({ key: errorMessageKey(error), error: true });
    } finally {
      setWorking(false);
    }
  };

  const save = () =>
    run(async () => {
      const answer = await playApi.setClientSeed(sessionToken, clientSeed.trim());
      onSeeds(answer.seeds);
      setMessage({ key: 'fairness.saved', error: false });
    });
  const rotate = () =>
    run(async () => {
      const answer = await playApi.rotateSeeds(sessionToken);
      setRevealed(answer.revealed);
      setClientSeed(answer.seeds.clientSeed);
      onSeeds(answer.seeds);
    });

  return (
    <Sheet title={t('menu.fairness')} onClose={onClose}>
      <p class="muted">{t('fairness.intro')}</p>
      <dl class="seeds">
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
        class="form inline"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label class="field">
          <span>{t('fairness.clientSeed')}</span>
          <input
            class="mono"
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
        class="primary"
        disabled={working || busy}
        onClick={() => void rotate()}
      >
        {t('fairness.rotate')}
      </button>
      {message ? (
        <p
          class={message.error ? 'error-text' : 'ok-text'}
          role={message.error ? 'alert' : 'status'}
        >
          {t(message.key)}
        </p>
      ) : null}
      {revealed ? (
        <dl class="seeds" data-revealed>
          <dt>{t('fairness.revealed')}</dt>
          <dd class="mono" data-seed="revealed">
            {revealed.serverSeed}
          </dd>
          <dt>{t('fairness.serverSeedHash')}</dt>
          <dd class="mono">{revealed.serverSeedHash}</dd>
        </dl>
      ) : null}
      {lastRound ? (
        <a
          class="link"
          href={verifyHref(mode, titleId, lastRound, revealed)}
          target="_blank"
          rel="noopener"
        >
          {t('fairness.verify')}
        </a>
      ) : null}
    </Sheet>
  );
}
