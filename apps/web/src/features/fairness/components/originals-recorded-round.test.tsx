import { readFileSync } from 'node:fs';
import { playRoundDetailSchema, type PlayOriginalRoundDetail } from '@jackdaw/contracts';
import {
  applyStep,
  cashOut,
  createFairRng,
  createSeedPair,
  publicView,
  rotateSeeds,
  startSteps,
} from '@jackdaw/games';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { OriginalsRecordedRound } from './originals-recorded-round';

const english = JSON.parse(
  readFileSync(new URL('../../../../public/langs/Localization+(en).json', import.meta.url), 'utf8'),
) as Record<string, string>;

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { translation: english } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
});

const pair = createSeedPair('recorded originals');
const seeds = { ...pair, nonce: 5 };

/**
 * A flip round of two won-or-lost flips and a cash-out, answered as GET /play/rounds/:id does
 * (parsed by the contract), its seed pair rotated or not.
 */
function detail(revealed: boolean, tamper?: (win: number) => number): PlayOriginalRoundDetail {
  let state = startSteps('flip', createFairRng(seeds), 500, {}, 1_000_000);
  const actions = [{ type: 'flip' as const, side: 'heads' as const }];
  state = applyStep(state, actions[0]!, createFairRng(seeds, state.cursor));
  const played = state.status === 'open' ? [...actions, { type: 'cashout' as const }] : actions;
  if (state.status === 'open') state = cashOut(state);
  const win = tamper ? tamper(state.win) : state.win;
  const parsed = playRoundDetailSchema.parse({
    roundId: 'orig-1',
    titleId: 'flip',
    paytableVersion: '1',
    mode: 'real',
    currency: 'USD',
    createdAt: '2026-11-26T12:00:00.000Z',
    bet: 500,
    lines: null,
    win,
    balanceBefore: 10_000,
    balanceAfter: 10_000 - 500 + win,
    status: 'complete',
    serverSeedHash: pair.serverSeedHash,
    serverSeed: revealed ? rotateSeeds(pair).revealed.serverSeed : null,
    clientSeed: pair.clientSeed,
    nonce: 5,
    original: {
      roundId: 'orig-1',
      game: 'flip',
      status: state.status,
      bet: 500,
      params: {},
      steps: played.length,
      multiplier: state.multiplier,
      win,
      capped: false,
      outcome: JSON.parse(JSON.stringify(publicView(state))),
    },
    actions: played,
    maxWin: 1_000_000,
  });
  if (!('original' in parsed)) throw new Error('not an original');
  return parsed;
}

describe('a player’s originals round on the verify page', () => {
  it('is replayed from its revealed seeds and agrees with what was recorded', () => {
    const html = renderToStaticMarkup(<OriginalsRecordedRound round={detail(true)} />);
    expect(html).toContain('data-round="orig-1"');
    expect(html).toContain('data-verdict="valid"');
    expect(html).toContain(english['verify.originals.matches']);
    expect(html).toContain(english['verify.hashMatch']);
    expect(html).toContain('data-board="flip"');
  });

  it('shows the difference when the recorded win is not the seeds’', () => {
    const html = renderToStaticMarkup(
      <OriginalsRecordedRound round={detail(true, (win) => win + 100)} />,
    );
    expect(html).toContain('data-verdict="invalid"');
    expect(html).toContain('data-differences="win"');
  });

  it('waits for the server seed while the pair is not rotated', () => {
    const html = renderToStaticMarkup(<OriginalsRecordedRound round={detail(false)} />);
    expect(html).toContain(english['verify.unrevealed']);
    expect(html).not.toContain('data-verdict');
  });
});
