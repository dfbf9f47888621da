import type { ReferralSummaryResponse } from '@jackdaw/contracts';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/form';
import { useTransferReferralBalance } from '../api/transfer-balance';
import { transferError, transferProblem } from '../lib/transfer-problem';
import {
  amountText,
  canTransfer,
  checkTransferAmount,
  initialTransfer,
  newTransferKey,
  transferReducer,
  type TransferState,
} from '../lib/transfer-state';
import { useReferralFormat } from './use-referral-format';

/**
 * Moves referral money to the main balance through the §4 status machine: the amount (the whole
 * balance unless the player types less), the call, then success or the server's refusal with
 * Try again (same key: a lost answer moves nothing twice) and Change amount (clear).
 */
export function TransferForm({ summary }: { summary: ReferralSummaryResponse }) {
  const { t } = useTranslation();
  const format = useReferralFormat(summary.currency);
  const mutation = useTransferReferralBalance();
  const [state, dispatch] = useReducer(transferReducer, initialTransfer);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const result = useRef<HTMLDivElement>(null);
  const limits = { min: summary.minTransfer, balance: summary.balance };
  const possible = canTransfer(limits);

  // The result takes the focus when it shows, so its buttons are the next stop and a screen
  // reader reads it (it is also a live region for those that do not follow the focus).
  useEffect(() => {
    if (state.status === 'success' || state.status === 'failed') result.current?.focus();
  }, [state.status]);

  const send = (current: TransferState, amount: number, idempotencyKey: string) => {
    if (current.status === 'loading') return;
    mutation.mutate(
      { amount, idempotencyKey },
      {
        onSuccess: (answer) => dispatch({ type: 'succeeded', amount: answer.amount }),
        onError: (error) => dispatch({ type: 'failed', error: transferError(error) }),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim() === '' ? amountText(summary.balance) : text;
    const checked = checkTransferAmount(typed, limits, format.language);
    if (checked.verdict !== 'ok') {
      setProblem(
        checked.verdict === 'below'
          ? t('referrals.transfer.below', { min: format.money(summary.minTransfer) })
          : checked.verdict === 'above'
            ? t('referrals.transfer.above', { balance: format.money(summary.balance) })
            : t('referrals.transfer.invalid'),
      );
      return;
    }
    setProblem(null);
    const idempotencyKey = newTransferKey();
    dispatch({ type: 'submit', amount: checked.amount, idempotencyKey });
    send(state, checked.amount, idempotencyKey);
  };

  const retry = () => {
    if (state.amount === null || state.idempotencyKey === null) return;
    dispatch({ type: 'retry' });
    send(state, Number(state.amount), state.idempotencyKey);
  };

  const clear = () => {
    dispatch({ type: 'clear' });
    setText('');
    setProblem(null);
    mutation.reset();
  };

  if (state.status === 'success' || state.status === 'failed') {
    const failure = state.error ? transferProblem(state.error) : null;
    return (
      <div
        ref={result}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className="flex flex-col gap-3 outline-none"
        data-testid="transfer-result"
        data-status={state.status}
      >
        {state.status === 'success' ? (
          <>
            <p className="font-semibold text-success">
              {t('referrals.transfer.success', { amount: format.money(state.amount ?? 0) })}
            </p>
            <Button variant="secondary" onClick={clear}>
              {t('referrals.transfer.done')}
            </Button>
          </>
        ) : (
          <>
            <p className="font-semibold text-danger" data-testid="transfer-error">
              {failure && 'key' in failure ? t(failure.key) : failure?.text}
            </p>
            <div className="grid grid-cols-2 gap-2">
              <Button onClick={retry}>{t('common.retry')}</Button>
              <Button variant="secondary" onClick={clear}>
                {t('referrals.transfer.change')}
              </Button>
            </div>
          </>
        )}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="transfer-form">
      <TextField
        label={t('referrals.transfer.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={amountText(summary.balance)}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        disabled={!possible || state.status === 'loading'}
        hint={
          possible
            ? t('referrals.transfer.hint', {
                min: format.money(summary.minTransfer),
                balance: format.money(summary.balance),
              })
            : t('referrals.transfer.unavailable', { min: format.money(summary.minTransfer) })
        }
        error={problem}
      />
      <Button
        type="submit"
        block
        disabled={!possible}
        pending={state.status === 'loading'}
        data-testid="transfer-submit"
      >
        {t('referrals.transfer.submit')}
      </Button>
    </form>
  );
}
