import { readFileSync } from 'node:fs';
import { createSeedPair } from '@jackdaw/games';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkOriginalsRound, type OriginalsRoundToCheck } from '../lib/check-originals-round';
import { OriginalsCheckView } from './originals-check-view';

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

const pair = createSeedPair('boards');

function render(
  game: OriginalsRoundToCheck['game'],
  params: Record<string, unknown>,
  actions: OriginalsRoundToCheck['actions'] = [],
  recorded?: Parameters<typeof checkOriginalsRound>[1],
) {
  const result = checkOriginalsRound(
    { game, params, actions, bet: 1_000, maxWin: null, ...pair, nonce: 2 },
    recorded,
  );
  const html = renderToStaticMarkup(
    <OriginalsCheckView
      result={result}
      amount={(minor) => `¤${minor}`}
      recordedWin={recorded?.win}
    />,
  );
  return { result, html };
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('an original’s verification on the verify page', () => {
  it('draws the dice bar with the roll and the target, and the float it came from', () => {
    const { result, html } = render('dice', { target: 4_000, direction: 'under' });
    if (result.status !== 'checked' || result.check.view.game !== 'dice')
      throw new Error('no dice');
    const { roll } = result.check.view.replay.outcome;
    expect(html).toContain(`data-board="dice" data-roll="${roll}"`);
    expect(html).toContain(`Roll ${(roll / 100).toFixed(2)}, roll under 40.00 wins`);
    expect(html).toContain(english['verify.computed']);
    expect(html).toContain(english['verify.hashMatch']);
    expect(html).toContain(result.check.floats[0]!.toFixed(10));
  });

  it('draws the plinko pyramid with its path and the bucket it ends in', () => {
    const { result, html } = render('plinko', { rows: 10, risk: 'medium' });
    if (result.status !== 'checked' || result.check.view.game !== 'plinko')
      throw new Error('no plinko');
    const { path, bucket } = result.check.view.replay.outcome;
    expect(html).toContain(`data-path="${path.join('')}" data-bucket="${bucket}"`);
    // Rows of 3, 4 … 12 pins, and 11 buckets.
    expect(count(html, /<circle [^>]*r="3"/g)).toBe(75);
    expect(count(html, /data-bucket-index=/g)).toBe(11);
    expect(html).toContain(`data-floats="10"`);
  });

  it('draws the mines board with every mine, and the tiles revealed in their order', () => {
    const open = render('mines', { mines: 5 });
    if (open.result.status !== 'checked' || open.result.check.view.game !== 'mines')
      throw new Error();
    const mines = open.result.check.view.replay.minePositions;
    const safe = [...Array(25).keys()].filter((tile) => !mines.includes(tile));
    const { html } = render('mines', { mines: 5 }, [
      { type: 'reveal', tile: safe[0]! },
      { type: 'reveal', tile: safe[1]! },
      { type: 'reveal', tile: mines[0]! },
    ]);
    expect(count(html, /data-tile="mine"/g)).toBe(5);
    expect(count(html, /data-tile="gem"/g)).toBe(20);
    expect(count(html, /data-revealed="true"/g)).toBe(3);
    expect(html).toContain(`Tile ${mines[0]! + 1}: mine, revealed as pick 3`);
    expect(html).toContain(english['verify.originals.end.lost']);
  });

  it('draws the keno board: picks, the ten drawn, the hits where they meet', () => {
    const picks = [1, 5, 9, 13, 17, 21, 25, 29, 33, 37];
    const { result, html } = render('keno', { picks, risk: 'classic' });
    if (result.status !== 'checked' || result.check.view.game !== 'keno') throw new Error();
    const { hits } = result.check.view.replay.outcome;
    expect(count(html, /data-number=/g)).toBe(40);
    expect(count(html, /data-state="hit"/g)).toBe(hits.length);
    expect(count(html, /data-state="picked"/g)).toBe(10 - hits.length);
    expect(count(html, /data-state="drawn"/g)).toBe(10 - hits.length);
    expect(html).toContain(`${hits.length} of 10 picks drawn`);
  });

  it('draws the hilo trail, the coins, the wheel and limbo', () => {
    const hilo = render('hilo', {}, [{ type: 'skip' }, { type: 'skip' }]).html;
    expect(count(hilo, /data-via="skip"/g)).toBe(2);
    expect(hilo).toContain('data-via="start"');
    const flip = render('flip', {}, [{ type: 'flip', side: 'tails' }]).html;
    expect(count(flip, /data-won=/g)).toBe(1);
    const wheel = render('wheel', { segments: 20, risk: 'high' }).html;
    expect(count(wheel, /data-segment-index=/g)).toBe(20);
    expect(wheel).toMatch(/Segment \d+ of 20 pays/);
    const limbo = render('limbo', { target: 300 }).html;
    expect(limbo).toContain('Target 3.00×');
  });

  it('says where a recorded round differs, and which rule a round breaks', () => {
    const { html } = render('wheel', { segments: 10, risk: 'low' }, [], {
      outcome: { segment: 99 },
      status: 'won',
      win: 5,
      capped: false,
    });
    expect(html).toContain('data-verdict="invalid"');
    expect(html).toContain('Differs from the recorded outcome: the events drawn');
    expect(html).toContain(`${english['verify.originals.recordedWin']}</dt><dd class="">¤5`);
    const refused = render('plinko', { rows: 30, risk: 'low' }).html;
    expect(refused).toContain('role="alert"');
    expect(refused).toContain('(PARAMS_INVALID)');
  });
});
