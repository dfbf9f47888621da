import type { LanguageCode } from '@jackdaw/contracts';
import { parseAmount } from '@jackdaw/money';
import { useState } from 'preact/hooks';
import { AUTOPLAY_SPIN_CHOICES, type AutoplaySettings } from '../lib/autoplay';
import { useTranslate } from '../i18n/use-translate';
import { Sheet } from './sheet';

/** Reads an optional limit typed in major units; empty or unreadable means no limit. */
function limit(text: string, language: LanguageCode): number | null {
  const minor = text.trim() ? parseAmount(text, language) : null;
  return minor !== null && minor > 0n ? Number(minor) : null;
}

export function AutoplaySheet({
  language,
  onStart,
  onClose,
}: {
  language: LanguageCode;
  onStart: (settings: AutoplaySettings) => void;
  onClose: () => void;
}) {
  const t = useTranslate();
  const [spins, setSpins] = useState<number>(AUTOPLAY_SPIN_CHOICES[0]);
  const [anyWin, setAnyWin] = useState(false);
  const [winAbove, setWinAbove] = useState('');
  const [balanceBelow, setBalanceBelow] = useState('');
  return (
    <Sheet title={t('autoplay.title')} onClose={onClose}>
      <form
        class="form"
        onSubmit={(event) => {
          event.preventDefault();
          onStart({
            spins,
            stopOnAnyWin: anyWin,
            stopOnWinAbove: limit(winAbove, language),
            stopOnBalanceBelow: limit(balanceBelow, language),
          });
        }}
      >
        <fieldset class="choices">
          <legend>{t('autoplay.spins')}</legend>
          {AUTOPLAY_SPIN_CHOICES.map((count) => (
            <label key={count} class="choice">
              <input
                type="radio"
                name="spins"
                value={count}
                checked={spins === count}
                onChange={() => setSpins(count)}
              />
              <span>{count}</span>
            </label>
          ))}
        </fieldset>
        <label class="check">
          <input
            type="checkbox"
            checked={anyWin}
            onChange={(event) => setAnyWin(event.currentTarget.checked)}
          />
          {t('autoplay.onAnyWin')}
        </label>
        <label class="field">
          <span>{t('autoplay.onWinAbove')}</span>
          <input
            inputMode="decimal"
            value={winAbove}
            onInput={(event) => setWinAbove(event.currentTarget.value)}
          />
        </label>
        <label class="field">
          <span>{t('autoplay.onBalanceBelow')}</span>
          <input
            inputMode="decimal"
            value={balanceBelow}
            onInput={(event) => setBalanceBelow(event.currentTarget.value)}
          />
        </label>
        <button type="submit" class="primary">
          {t('autoplay.start')}
        </button>
      </form>
    </Sheet>
  );
}
