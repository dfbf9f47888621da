import { ORIGINAL_GAMES, ORIGINAL_NAMES, readVerifyPageSearch } from '@jackdaw/contracts';
import { formatAmount } from '@jackdaw/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { currentLanguage } from '../../../shared/lib/i18n';
import { TextField } from '../../../shared/ui/form';
import { checkOriginalsRound, type OriginalsCheckResult } from '../lib/check-originals-round';
import {
  isOriginalGameId,
  originalsFormFromQuery,
  readOriginalsForm,
  type OriginalsForm,
} from '../lib/read-originals-form';
import { ManualCheckForm } from './check-parts';
import { OriginalsCheckView } from './originals-check-view';

/**
 * An originals round typed by hand, or linked by the game's fairness panel (a demo round:
 * `?game=mines&params=…&actions=…` with its seeds), recomputed and drawn at once when linked.
 */
export function OriginalsManualCheck() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = readVerifyPageSearch(useLocation().search);
  const fromGame = isOriginalGameId(query.game) && Boolean(query.serverSeed);
  const maxWin = fromGame ? (query.maxWin ?? null) : null;
  const selectId = useId();
  const [form, setForm] = useState<OriginalsForm>(() => originalsFormFromQuery(query, language));
  const run = (typed: OriginalsForm): OriginalsCheckResult | null => {
    const round = readOriginalsForm(typed, language, maxWin);
    return round ? checkOriginalsRound(round) : null;
  };
  const [result, setResult] = useState(() => (fromGame ? run(form) : null));
  const [invalid, setInvalid] = useState(false);
  const field = (name: keyof OriginalsForm) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setForm({ ...form, [name]: event.currentTarget.value }),
  });

  return (
    <ManualCheckForm
      summary={t('verify.originals.manual')}
      className="rounded-card border border-border bg-surface p-4"
      open={fromGame || undefined}
      data-originals-manual
      onSubmit={() => {
        const checked = run(form);
        setInvalid(!checked);
        setResult(checked);
      }}
      invalidText={invalid ? t('verify.originals.invalidInput') : null}
      result={
        result ? (
          <OriginalsCheckView result={result} amount={(minor) => formatAmount(minor, language)} />
        ) : null
      }
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-text-muted">
          {t('verify.game')}
        </label>
        <select
          id={selectId}
          className="h-11 rounded-lg border border-border bg-surface-raised px-3"
          {...field('game')}
        >
          {ORIGINAL_GAMES.map((game) => (
            <option key={game} value={game}>
              {ORIGINAL_NAMES[game]}
            </option>
          ))}
        </select>
      </div>
      <TextField label={t('verify.bet')} inputMode="decimal" {...field('bet')} />
      <TextField label={t('verify.nonce')} inputMode="numeric" {...field('nonce')} />
      <TextField label={t('verify.clientSeed')} spellCheck={false} {...field('clientSeed')} />
      <TextField label={t('verify.serverSeed')} spellCheck={false} {...field('serverSeed')} />
      <TextField
        label={t('verify.serverSeedHashOptional')}
        spellCheck={false}
        {...field('serverSeedHash')}
      />
      <TextField label={t('verify.originals.params')} spellCheck={false} {...field('params')} />
      <TextField label={t('verify.originals.actions')} spellCheck={false} {...field('actions')} />
    </ManualCheckForm>
  );
}
