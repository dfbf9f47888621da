import type { PaymentDirection } from '@jackdaw/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import type { PaymentProblem } from '../lib/payment-flow';
import type { PaymentProgress } from '../lib/payment-progress';
import { ProgressLine } from './progress-line';
import { ResultView } from './result-view';

/** SUCCESS: the request was received (spec core §8), with its progress and the Play button. */
export function SuccessScreen({
  direction,
  progress,
  onPlay,
}: {
  direction: PaymentDirection;
  progress: PaymentProgress | null;
  onPlay(): void;
}) {
  const { t } = useTranslation();
  const popup = direction === 'DEPOSIT' ? 'deposit-result' : 'withdraw-result';
  return (
    <ResultView
      tone="success"
      title={t(`popup.${popup}.title`)}
      body={t(`popup.${popup}.body`)}
      testId="payment-success"
    >
      <ProgressLine direction={direction} progress={progress} />
      <Button block onClick={onPlay}>
        {t('payments.play')}
      </Button>
    </ResultView>
  );
}

/**
 * The words for a deposit that brought no money: the player's own cancel and an expiry are no
 * error of theirs or ours, so they are not told as one (spec core §8's text stays for failures).
 */
export function unpaidText(progress: PaymentProgress | null): { title: string; body: string } {
  if (progress === 'canceled' || progress === 'expired') {
    return { title: `payments.unpaid.${progress}.title`, body: `payments.unpaid.${progress}.body` };
  }
  return { title: 'popup.deposit-failed.title', body: 'popup.deposit-failed.body' };
}

/** FAILED: the payment could not be made (spec core §8), with the reason if one is known. */
export function FailedScreen({
  problem,
  progress = null,
  onRetry,
}: {
  problem: PaymentProblem | null;
  /** The created payment's end, when there is one: a cancel or an expiry has its own words. */
  progress?: PaymentProgress | null;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const text = unpaidText(progress);
  const failed = progress !== 'canceled' && progress !== 'expired';
  return (
    <ResultView
      tone={failed ? 'danger' : 'info'}
      title={t(text.title)}
      body={t(text.body)}
      testId={failed ? 'payment-failed' : `payment-${progress}`}
    >
      {problem ? (
        <p className="text-sm font-medium text-danger" role="alert">
          {'key' in problem ? t(problem.key) : problem.text}
        </p>
      ) : null}
      <Button block onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </ResultView>
  );
}

/** ATTENTION: the amount is outside the method's limits (422). */
export function AttentionScreen({
  min,
  max,
  onBack,
}: {
  min: string;
  max: string;
  onBack(): void;
}) {
  const { t } = useTranslation();
  return (
    <ResultView
      tone="info"
      title={t('payments.attention.title')}
      body={t('payments.attention.body', { min, max })}
      testId="payment-attention"
    >
      <Button block onClick={onBack}>
        {t('payments.attention.back')}
      </Button>
    </ResultView>
  );
}

/** TRANSACTION_ERROR: the transaction id was used before. */
export function TransactionErrorScreen({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  return (
    <ResultView
      tone="danger"
      title={t('payments.transactionError.title')}
      body={t('payments.transactionError.body')}
      testId="payment-transaction-error"
    >
      <Button block onClick={onBack}>
        {t('payments.transactionError.again')}
      </Button>
    </ResultView>
  );
}

/** WITHDRAW_BLOCKED_BY_BONUS, the active-bonus block (spec core §8). */
export function BonusBlockScreen({ onBonuses }: { onBonuses(): void }) {
  const { t } = useTranslation();
  return (
    <ResultView
      tone="info"
      title={t('payments.bonusBlock.title')}
      body={t('payments.bonusBlock.body')}
      testId="payment-bonus-block"
    >
      <Button block onClick={onBonuses}>
        {t('payments.bonusBlock.button')}
      </Button>
    </ResultView>
  );
}

/** No method for the player's currency (spec core §8), with a refresh. */
export function EmptyMethodsScreen({
  onRefresh,
  pending,
}: {
  onRefresh(): void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ResultView
      tone="info"
      title={t('payments.empty.title')}
      body={t('payments.empty.body')}
      testId="payment-methods-empty"
    >
      <Button block onClick={onRefresh} disabled={pending}>
        {t('payments.empty.refresh')}
      </Button>
    </ResultView>
  );
}

/**
 * A withdrawal with no method: money goes back only to a payment system deposited with
 * (engagement §5), so the way on is a deposit, not a retry.
 */
export function NoWithdrawalMethodScreen({ onDeposit }: { onDeposit(): void }) {
  const { t } = useTranslation();
  return (
    <ResultView
      tone="info"
      title={t('payments.noWithdrawMethod')}
      body={t('auth.error.WITHDRAW.METHOD_NOT_DEPOSITED')}
      testId="withdraw-methods-empty"
    >
      <Button block onClick={onDeposit}>
        {t('payments.submit.deposit')}
      </Button>
    </ResultView>
  );
}

/** LOADING: on the way to the provider. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-center gap-3 py-8"
      aria-busy="true"
      data-testid="payment-loading"
    >
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-accent border-t-transparent"
        aria-hidden="true"
      />
      <p className="text-sm text-text-muted">{t('payments.loading')}</p>
    </div>
  );
}

/** UNKNOWN: a status the popup does not know; the way out is to start again. */
export function UnknownScreen({ onRestart }: { onRestart(): void }) {
  const { t } = useTranslation();
  return (
    <ResultView
      tone="danger"
      title={t('payments.unknown.title')}
      body={t('payments.unknown.body')}
      testId="payment-unknown"
    >
      <Button variant="secondary" block onClick={onRestart}>
        {t('payments.startAgain')}
      </Button>
    </ResultView>
  );
}
