import {
  ORIGINALS_INFO,
  plinkoTable,
  RISKS,
  type PlinkoOutcome,
  type PlinkoParams,
} from '@jackdaw/games';
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatMultiplier } from '../../lib/format';
import type { BoardProps, BoardRound } from '../board';
import { BoardSelect, RISK_TEXT } from '../board-select';
import { createPlinkoStage, type PlinkoStage } from './plinko-stage';
import './plinko.css';

const { minRows, maxRows } = ORIGINALS_INFO.plinko;
const ROW_CHOICES = Array.from({ length: maxRows - minRows + 1 }, (_, i) => minRows + i);
/** Peg ticks closer than this merge into one: sixteen rows of several balls stay a patter. */
const TICK_GAP_MS = 45;

type PlinkoRound = BoardRound<PlinkoParams, PlinkoOutcome>;

/**
 * Plinko: the pegs, the buckets and a ball per bet falling along the round's path on a Canvas
 * (plinko-stage.ts), rows and risk above it. Balls already falling keep falling while more are
 * dropped; rows and risk are locked until the last has landed, each landing settling its round.
 */
export default function PlinkoBoard({
  params,
  onParams,
  round,
  instant,
  disabled,
  t,
  money,
  sound,
  onSettled,
}: BoardProps<PlinkoParams, PlinkoOutcome>) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<PlinkoStage | null>(null);
  const shownRef = useRef<PlinkoRound | null>(null);
  const [falling, setFalling] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [lastBucket, setLastBucket] = useState<number | null>(null);
  const table = plinkoTable(params);
  // The landing callbacks outlive a render: they read the props of the latest one.
  const latestRef = useRef({ onSettled, sound, t, money });
  useEffect(() => {
    latestRef.current = { onSettled, sound, t, money };
  });

  useEffect(() => {
    let lastTick = 0;
    const stage = createPlinkoStage(canvasRef.current!, () => {
      const now = performance.now();
      if (now - lastTick < TICK_GAP_MS) return;
      lastTick = now;
      latestRef.current.sound('tick');
    });
    stageRef.current = stage;
    return () => {
      stage.destroy();
      stageRef.current = null;
    };
  }, []);

  const { rows, risk } = params;
  useEffect(() => {
    stageRef.current?.show(rows, plinkoTable({ rows, risk }));
  }, [rows, risk]);

  useEffect(() => {
    const stage = stageRef.current;
    if (!round || round === shownRef.current || !stage) return;
    shownRef.current = round;
    const { path, bucket } = round.outcome;
    const landed = () => {
      const { t, money, onSettled } = latestRef.current;
      const multiplier = plinkoTable(round.params)[bucket] ?? 0;
      setLastBucket(bucket);
      setAnnouncement(
        `${t('plinko.landed', { multiplier: formatMultiplier(multiplier) })}. ${
          round.win > 0 ? t('board.won', { amount: money.format(round.win) }) : t('board.lost')
        }`,
      );
      onSettled(round.roundId);
    };
    if (instant) {
      stage.pulse(bucket);
      landed();
      return;
    }
    setFalling((count) => count + 1);
    stage.drop(path, () => {
      setFalling((count) => count - 1);
      landed();
    });
  }, [round, instant]);

  const locked = disabled || falling > 0;
  return (
    <section class="plinko" data-testid="plinko-board" data-falling={falling}>
      <div class="plinko-controls">
        <BoardSelect
          label={t('plinko.rows')}
          testId="plinko-rows"
          value={params.rows}
          choices={ROW_CHOICES}
          disabled={locked}
          onChange={(rows) => onParams({ ...params, rows })}
        />
        <BoardSelect
          label={t('board.risk')}
          testId="plinko-risk"
          value={params.risk}
          choices={RISKS}
          text={(risk) => t(RISK_TEXT[risk])}
          disabled={locked}
          onChange={(risk) => onParams({ ...params, risk })}
        />
      </div>
      <div
        class="plinko-stage"
        role="img"
        aria-label={t('plinko.board', {
          rows: params.rows,
          multipliers: table.map((m) => formatMultiplier(m)).join(', '),
        })}
        data-testid="plinko-stage"
        data-bucket={lastBucket ?? ''}
      >
        <canvas ref={canvasRef} class="plinko-canvas" aria-hidden="true" />
      </div>
      <p class="visually-hidden" aria-live="polite" data-testid="plinko-result">
        {announcement}
      </p>
    </section>
  );
}
