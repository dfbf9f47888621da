import { ErrorCode } from '@jackdaw/contracts';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client';
import { Button } from '../../../shared/ui/button';
import type { CancelWithdrawal } from '../api/cancel-withdrawal';

/**
 * The Cancel of a withdrawal still waiting for approval, on its history row. A cancel cannot be
 * taken back, so it asks first, in place: the question and its two answers replace the button
 * (focus moves to the question and back to Cancel when the player keeps the withdrawal). Once
 * cancelled, the history is fetched again and the row, now cancelled, loses this strip.
 */
export function WithdrawalCancel({
  id,
  amount,
  cancellable,
  cancel,
}: {
  id: string;
  /** The amount as the row shows it, for the question. */
  amount: string;
  /** Still waiting for approval (the server's word); else only a refusal is shown. */
  cancellable: boolean;
  /** The page's one cancel call, so that a refusal outlives the row's Cancel button. */
  cancel: CancelWithdrawal;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);

  useLayoutEffect(() => {
    if (asking) strip.current?.querySelector<HTMLElement>('[data-question]')?.focus();
    else if (returnFocus.current) strip.current?.querySelector('button')?.focus();
    returnFocus.current = false;
  }, [asking]);

  const mine = cancel.variables === id;
  const refused =
    cancel.error instanceof ApiError && cancel.error.code === ErrorCode.PaymentStateConflict;
  const problem =
    mine && cancel.isError
      ? t(refused ? 'transactions.cancel.refused' : 'transactions.cancel.failed')
      : null;
  if (!cancellable && !problem) return null;

  return (
    <div
      ref={strip}
      className="flex flex-col gap-2 border-t border-border px-3 py-2 sm:flex-row sm:items-center sm:justify-end"
    >
      {asking ? (
        <>
          <p data-question tabIndex={-1} className="text-sm outline-none sm:mr-auto">
            {t('transactions.cancel.question', { amount })}
          </p>
          <div className="flex gap-2">
            <Button
              variant="danger"
              size="sm"
              pending={mine && cancel.isPending}
              onClick={() =>
                cancel.mutate(id, {
                  onSettled: () => setAsking(false),
                })
              }
            >
              {t('transactions.cancel.confirm')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={cancel.isPending}
              onClick={() => {
                returnFocus.current = true;
                setAsking(false);
              }}
            >
              {t('transactions.cancel.keep')}
            </Button>
          </div>
        </>
      ) : cancellable ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-end"
          onClick={() => {
            cancel.reset();
            setAsking(true);
          }}
        >
          {t('transactions.cancel.action')}
        </Button>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
