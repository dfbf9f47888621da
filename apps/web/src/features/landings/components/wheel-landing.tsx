import {
  wheelAttempts,
  type LandingPrize,
  type LandingTexts,
  type WheelType,
} from '@jackdaw/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../shared/lib/use-media-query';
import { usePopup } from '../../../shared/lib/use-popup';
import { Button } from '../../../shared/ui/button';
import { PageTitle } from '../../../shared/ui/page-title';
import { useSpinWheel } from '../api/spin-wheel';
import { spinDuration } from '../lib/wheel-layout';
import {
  attemptNumber,
  isFinished,
  restoreWheel,
  settle,
  spin,
  type WheelState,
} from '../lib/wheel-machine';
import { useLandingStore } from '../state';
import { PrizeWheel } from './prize-wheel';
import { usePrizeText } from './use-prize-text';

export interface WheelLandingProps {
  type: WheelType;
  /**
   * The landing call's texts (operator-edited, else the server's defaults); the site's own if
   * the call fails. `undefined` while it is on its way: the heading waits rather than flicker.
   */
  texts: LandingTexts | null | undefined;
  /** The landing call's prize: the segments show it before the spin call confirms it. */
  prize: LandingPrize | undefined;
  /** The last spin has settled, or the visitor asks for the prize again: open win-wheel. */
  onWon(): void;
}

/**
 * A wheel landing (engagement §2, §4 "Wheel"): the title, the wheel with its attempts, a live
 * line saying what happened, and once the wheel is spent the way to the prize. Each spin is
 * counted by the server as it starts; the prize the spin call answers is kept for the popups.
 */
export function WheelLanding({ type, texts, prize, onWon }: WheelLandingProps) {
  const { t } = useTranslation();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const duration = spinDuration(reducedMotion);
  const spent = useLandingStore((state) => state.wheels[type]?.spent ?? 0);
  const wonPrize = useLandingStore((state) => state.wheels[type]?.prize ?? null);
  const recordSpin = useLandingStore((state) => state.recordSpin);
  const recordPrize = useLandingStore((state) => state.recordPrize);
  const [wheel, setWheel] = useState<WheelState>(() => restoreWheel(type, spent));
  const spinCall = useSpinWheel(type);
  const { current: popup } = usePopup();
  // Set by a press, so that settling opens win-wheel only after a spin seen on this page.
  const pressed = useRef(false);
  const shownPrize = wonPrize ?? prize;
  const text = usePrizeText(shownPrize);

  useEffect(() => {
    if (wheel.idle) return;
    const timer = setTimeout(() => setWheel(settle), duration);
    return () => clearTimeout(timer);
  }, [wheel.idle, wheel.angle, duration]);

  useEffect(() => {
    if (pressed.current && isFinished(wheel)) {
      pressed.current = false;
      onWon();
    }
  }, [wheel, onWon]);

  const press = () => {
    const next = spin(wheel);
    if (next === wheel) return;
    const attempt = attemptNumber(wheel);
    pressed.current = true;
    setWheel(next);
    recordSpin(type, attempt);
    spinCall.mutate(attempt, { onSuccess: (answer) => recordPrize(type, answer.prize) });
  };

  const status = !wheel.idle
    ? t('landing.wheel.spinning')
    : isFinished(wheel)
      ? t('landing.wheel.won', {
          prize: texts?.prizeLine ?? text.headline ?? t('landing.wheel.prize'),
        })
      : wheel.attempts < wheelAttempts(type)
        ? t('landing.wheel.oneMore')
        : '';

  return (
    <section className="flex flex-col items-center gap-5 text-center" data-landing={type}>
      {texts === undefined ? (
        <div className="flex w-full max-w-xl flex-col items-center gap-3" aria-busy="true">
          <div className="h-8 w-4/5 animate-pulse rounded-lg bg-surface" />
          <div className="h-12 w-full animate-pulse rounded-lg bg-surface" />
        </div>
      ) : (
        <>
          <PageTitle text={texts?.title ?? t('landing.wheel.title')} />
          <p className="max-w-xl text-base text-text-muted sm:text-lg">
            {texts?.body ?? t('landing.wheel.body')}
          </p>
        </>
      )}
      <PrizeWheel
        state={wheel}
        labels={text.labels}
        duration={duration}
        twinkle={popup === null}
        button={
          <button
            type="button"
            onClick={press}
            disabled={wheel.disabled}
            data-testid="wheel-spin"
            data-attempts={wheel.attempts}
            data-idle={wheel.idle}
            className="flex h-full w-full flex-col items-center justify-center rounded-full bg-transparent leading-none font-extrabold text-white uppercase [text-shadow:0_1px_3px_#000] enabled:cursor-pointer disabled:cursor-default"
          >
            <span className="text-[clamp(0.9rem,4.6vw,1.4rem)]">{t('landing.wheel.spin')}</span>{' '}
            <span className="mt-1 text-[clamp(0.6rem,2.7vw,0.8rem)] font-bold normal-case">
              {t('landing.wheel.attemptsLeft', { count: wheel.attempts })}
            </span>
          </button>
        }
      />
      <p role="status" aria-live="polite" className="min-h-6 font-semibold" data-wheel-status>
        {status}
      </p>
      {isFinished(wheel) ? (
        <Button size="hero" onClick={onWon} data-testid="wheel-claim">
          {t('landing.wheel.claim')}
        </Button>
      ) : (
        <p className="max-w-md text-sm text-text-muted">
          {texts?.prizeLine ?? t('landing.wheel.hint')}
        </p>
      )}
      <p className="text-xs text-text-muted">{t('footer.adultsOnly')}</p>
    </section>
  );
}
