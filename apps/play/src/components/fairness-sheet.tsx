import { VERIFY_PAGE_PATH, verifyPageSearch, type PlaySeeds } from '@jackdaw/contracts';
import { useState } from 'preact/hooks';
import { playApi } from '../api/play-api';
import type { LastRound } from '../game/slot-game';
import { errorMessageKey } from '../lib/error-message';
import { useTranslate } from '../i18n/use-translate';
import { ClientSeedForm, SeedList, SeedMessage, useSeedWork } from './seed-parts';
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
  const { message, setMessage, working, run } = useSeedWork(errorMessageKey);

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
      <SeedList
        class="seeds"
        seeds={seeds}
        hashLabel={t('fairness.serverSeedHash')}
        nonceLabel={t('fairness.nonce')}
      />
      <ClientSeedForm
        formClass="form inline"
        fieldClass="field"
        label={t('fairness.clientSeed')}
        saveLabel={t('fairness.save')}
        value={clientSeed}
        disabled={working || busy}
        onInput={setClientSeed}
        onSave={() => void save()}
      />
      <button
        type="button"
        class="primary"
        disabled={working || busy}
        onClick={() => void rotate()}
      >
        {t('fairness.rotate')}
      </button>
      {message ? <SeedMessage text={t(message.key)} error={message.error} /> : null}
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
