import type { InstantResult, LimboParams } from '@jackdaw/games';
import { useTranslation } from 'react-i18next';
import { hundredths } from './board-format';

/** Limbo as the game shows it: the result multiplier, green when it reached the target. */
export function LimboBoard({ result }: { params: LimboParams; result: InstantResult<'limbo'> }) {
  const { t } = useTranslation();
  const { result: reached, target, won } = result.outcome;
  return (
    <div
      className="flex flex-col items-center gap-1 rounded-card bg-[#14112a] px-6 py-4 text-white"
      data-board="limbo"
      data-result={reached}
    >
      <span
        className={`font-mono text-4xl font-bold ${won ? 'text-[#2ec27e]' : 'text-[#ff4d5e]'}`}
        aria-label={t('verify.originals.limbo.result', { result: `${hundredths(reached)}×` })}
      >
        {hundredths(reached)}×
      </span>
      <span className="text-sm opacity-80">
        {t('verify.originals.limbo.target', { target: `${hundredths(target)}×` })}
      </span>
    </div>
  );
}
