import {
  DEFAULT_LANGUAGE,
  ErrorCode,
  depositBodySchema,
  parseLanguageCode,
  paymentLifetimes,
  type Bank,
  type DepositBody,
  type PaymentDirection,
  type TestPaymentOptions,
} from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod/mini';
import { paths } from '../../../config/paths';
import { track } from '../../../shared/lib/analytics';
import { ApiError } from '../../../shared/lib/api-client';
import { problemFromError, problemKey } from '../../../shared/lib/form-problem';
import { methodNameKey } from '../../../shared/lib/method-name';
import { useLocalizedPath } from '../../../shared/lib/use-localized-path';
import { usePopup } from '../../../shared/lib/use-popup';
import { useSession } from '../../../shared/lib/use-session';
import { Button } from '../../../shared/ui/button';
import { PopupDescription, PopupTitle } from '../../../shared/ui/popup-dialog';
import { ProblemLine } from '../../../shared/ui/problem-line';
import { activateDeposit } from '../api/activate-deposit';
import { createDeposit } from '../api/create-deposit';
import { createWithdrawal } from '../api/create-withdrawal';
import { useBanks } from '../api/get-banks';
import { usePaymentProgress } from '../api/get-payment';
import { useOneClickDeposit } from '../api/get-one-click-deposit';
import { usePaymentMethods } from '../api/get-payment-methods';
import { amountFromText, checkAmount, checkWithdrawal, majorText } from '../lib/amount';
import { fieldProblems, fieldsFor, submitValue } from '../lib/method-fields';
import {
  depositOutcome,
  initialPaymentState,
  paymentReducer,
  visibleStatus,
  type DepositOutcome,
  type PaymentAction,
  type FormFieldName,
  type PaymentFormState,
} from '../lib/payment-flow';
import type { ClientMethod } from '../lib/payment-methods';
import { AmountStep } from './amount-step';
import { BankSelect } from './bank-select';
import { AppChoiceScreen, PaymentPageFrame, QrCodeScreen } from './code-screens';
import { MethodList } from './method-list';
import { OneClickDeposit } from './one-click-deposit';
import {
  AttentionScreen,
  BonusBlockScreen,
  EmptyMethodsScreen,
  FailedScreen,
  LoadingScreen,
  NoWithdrawalMethodScreen,
  SuccessScreen,
  TransactionErrorScreen,
  UnknownScreen,
} from './status-screens';
import { PayoutDetails, TransactionIdForm, TransferDetails } from './transaction-steps';

const TRANSACTION_ID = /^[A-Za-z0-9_-]{4,64}$/;

/**
 * The request body of the form: the amount and the method's fields, checked by the contract;
 * or the fields it cannot send, each with the translation key of why.
 */
function requestBody(
  state: PaymentFormState,
  method: ClientMethod,
  amount: number,
  bank: Bank | undefined,
  bonusOfferId: number | null = null,
): { body: DepositBody } | { invalid: [FormFieldName, string][] } {
  const names = fieldsFor(method.code, state.direction);
  const invalid = fieldProblems(names, state.fields, bank !== undefined).map(
    ([field, problem]): [FormFieldName, string] => [field, `payments.error.${problem}`],
  );
  if (invalid.length > 0) return { invalid };
  const raw: Record<string, unknown> = { amount };
  if (bonusOfferId !== null && state.direction === 'DEPOSIT') raw.bonusOfferId = bonusOfferId;
  for (const field of names) {
    if (field === 'bank') raw.bank = bank?.id;
    else raw[field] = submitValue(field, state.fields[field] ?? '');
  }
  const parsed = z.safeParse(depositBodySchema, raw);
  if (parsed.success) return { body: parsed.data };
  // The contract refused what the field checks let through: mark the fields it names.
  return {
    invalid: parsed.error.issues.map((issue): [FormFieldName, string] => [
      String(issue.path[0]) as FormFieldName,
      'payments.error.invalid',
    ]),
  };
}

/** A whole number above 0 from the address, or null. */
function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** The answer's action, timed now (the UPI and QR lifetimes count from here). */
function depositedNow(paymentId: string, outcome: DepositOutcome): PaymentAction {
  return { type: 'deposited', paymentId, outcome, now: Date.now() };
}

/** Leaves for the provider: the same window, or a new one (corefy in AZN). */
function openProvider(open: NonNullable<DepositOutcome['open']>): void {
  if (open.target === 'window') window.open(open.url, '_blank', 'noopener');
  else window.location.assign(open.url);
}

/**
 * The payment container the deposit and withdraw popups share (spec core §2): the method list
 * for the player's currency, then the chosen method's steps and every status of spec core §4 as
 * a screen. The state machine is `paymentReducer`; this component makes the calls.
 */
export function PaymentContainer({
  direction,
  popup,
}: {
  direction: PaymentDirection;
  popup: 'deposit' | 'withdraw';
}) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const session = useSession();
  const currency = session.user?.currencyCode ?? 'USD';
  // What a withdrawal may take: the real balance (bonus money is never paid out). A balance
  // beyond the safe integers comes as text; as a number it still exceeds any 10-digit amount.
  const available = Number(session.user?.balance.balance ?? 0);
  const methods = usePaymentMethods(direction);
  const oneClick = useOneClickDeposit(
    direction === 'DEPOSIT' && session.user?.personal.oneClickDeposit === true,
  );
  const [state, dispatch] = useReducer(paymentReducer, direction, initialPaymentState);
  const method = methods.data?.find((entry) => entry.code === state.method) ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { open: openPopup } = usePopup();

  const needsBanks = method ? fieldsFor(method.code, direction).includes('bank') : false;
  const banks = useBanks(method?.provider ?? 'test', needsBanks);
  const bank = banks.data?.find((entry) => String(entry.id) === state.fields.bank);
  const { progress } = usePaymentProgress(state.paymentId);
  const status = visibleStatus(state, progress);
  const bankSelectOpen = needsBanks && searchParams.get('subpopup') === 'bank-select';
  // The `bonus` popup opens the deposit with the amount chosen for an offer and the offer's id,
  // which the deposit request carries (engagement §2, §5).
  const presetAmount =
    direction === 'DEPOSIT' ? (positiveInt(searchParams.get('amount')) ?? undefined) : undefined;
  const bonusOfferId =
    direction === 'DEPOSIT' ? positiveInt(searchParams.get('bonusOfferId')) : null;

  const setSubpopup = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set('subpopup', 'bank-select');
        else params.delete('subpopup');
        return params;
      },
      { replace: !open },
    );
  const change = (field: FormFieldName, value: string) =>
    dispatch({ type: 'change', field, value });
  const changeTest = (options: Partial<TestPaymentOptions>) =>
    dispatch({ type: 'changeTest', options });
  const money = (minor: number) => formatMoney(minor, currency, language);

  const refuse = (error: unknown) => {
    const problem = problemFromError(error);
    if (!(error instanceof ApiError)) {
      dispatch({ type: 'refused', statusCode: 0, code: ErrorCode.ServerError, problem });
      return;
    }
    // A withdrawal's own refusals (balance, method never deposited with, review) are told on
    // the form, where the player can change the amount or the method.
    const toldOnForm =
      direction === 'WITHDRAW' &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      error.statusCode !== 422 &&
      error.code !== ErrorCode.WithdrawBlockedByBonus;
    if (toldOnForm) dispatch({ type: 'error', problem });
    else dispatch({ type: 'refused', statusCode: error.statusCode, code: error.code, problem });
  };

  /**
   * The amount, checked against the limits (and what is available to withdraw); null when it
   * cannot go, the field then marked with why. `typed` is the text to read when it is not the
   * field's (a one-click deposit's amount).
   */
  const checkedAmount = (
    chosen: ClientMethod,
    typed = state.fields.amount ?? '',
  ): number | null => {
    const amount = amountFromText(typed, language);
    const verdict =
      direction === 'DEPOSIT'
        ? checkAmount(amount, chosen.limit.deposit)
        : checkWithdrawal(amount, chosen.limit.withdraw, available);
    if (verdict === 'ok') return amount;
    const key = {
      empty: 'payments.error.amount',
      below: 'payments.error.limits',
      above: 'payments.error.limits',
      balance: problemKey(ErrorCode.WalletInsufficientFunds),
    }[verdict];
    dispatch({ type: 'invalid', fields: [['amount', key]] });
    return null;
  };

  /** The amount and the body, or null when the form marked what holds it back. */
  const checkedRequest = (
    chosen: ClientMethod,
    typed?: string,
  ): { amount: number; body: DepositBody } | null => {
    const amount = checkedAmount(chosen, typed);
    if (amount === null) return null;
    const request = requestBody(state, chosen, amount, bank, bonusOfferId);
    if ('invalid' in request) {
      dispatch({ type: 'invalid', fields: request.invalid });
      return null;
    }
    return { amount, body: request.body };
  };

  const deposit = async (chosen: ClientMethod, typed?: string) => {
    const request = checkedRequest(chosen, typed);
    if (!request) return;
    const { amount, body } = request;
    dispatch({ type: 'loading', value: true });
    try {
      const response = await createDeposit(chosen, body, state.test);
      track('deposit_initiated', { method: chosen.code, amount, currency });
      const outcome = depositOutcome(response, paymentLifetimes);
      dispatch(depositedNow(response.payment.id, outcome));
      if (outcome.open) openProvider(outcome.open);
    } catch (error) {
      refuse(error);
    }
  };

  const confirmTransaction = async (chosen: ClientMethod) => {
    const transactionId = state.fields.transaction ?? '';
    if (!state.paymentId || !TRANSACTION_ID.test(transactionId)) {
      dispatch({ type: 'error', problem: { key: 'payments.error.transaction' } });
      return;
    }
    dispatch({ type: 'loading', value: true });
    try {
      const response = await activateDeposit(chosen, state.paymentId, transactionId);
      const outcome = depositOutcome(response, paymentLifetimes);
      dispatch(depositedNow(response.payment.id, outcome));
    } catch (error) {
      refuse(error);
    }
  };

  const withdraw = async (chosen: ClientMethod) => {
    const request = checkedRequest(chosen);
    if (!request) return;
    const { amount, body } = request;
    dispatch({ type: 'loading', value: true });
    try {
      const response = await createWithdrawal(chosen, body, state.test);
      track('withdrawal_requested', { method: chosen.code, amount, currency });
      dispatch(depositedNow(response.payment.id, { status: 'SUCCESS' }));
    } catch (error) {
      refuse(error);
    }
  };

  const submitAmount = (chosen: ClientMethod) => {
    if (direction === 'DEPOSIT') {
      void deposit(chosen);
      return;
    }
    if (checkedAmount(chosen) === null) return;
    if (fieldsFor(chosen.code, 'WITHDRAW').length > 0) dispatch({ type: 'next' });
    else void withdraw(chosen);
  };

  /**
   * The one-click deposit (engagement §2): the last credited deposit's method and amount. A
   * method that asks for something each time (a bank, an account type, a phone) stops on its
   * form with the amount filled in; any other goes straight to the provider.
   */
  const depositAgain = (chosen: ClientMethod, amount: number) => {
    dispatch({ type: 'choose', method: chosen, amount });
    if (fieldsFor(chosen.code, 'DEPOSIT').length === 0) void deposit(chosen, majorText(amount));
  };

  const retry = () => {
    // A payment that was created and then failed starts over; a refused call keeps the form.
    if (state.paymentId && method) dispatch({ type: 'choose', method });
    else dispatch({ type: 'back' });
  };

  const header = (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        {state.method !== null && status !== 'SUCCESS' ? (
          <button
            type="button"
            onClick={() => (bankSelectOpen ? setSubpopup(false) : dispatch({ type: 'back' }))}
            aria-label={t('payments.back')}
            className="grid h-9 w-9 place-items-center rounded-full text-text-muted hover:bg-surface-raised hover:text-text"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M15 6l-6 6 6 6"
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
        <PopupTitle className="text-xl font-bold">{t(`popup.${popup}.title`)}</PopupTitle>
      </div>
      <PopupDescription className="text-sm text-text-muted">
        {t(`popup.${popup}.body`)}
      </PopupDescription>
    </div>
  );

  const body = () => {
    if (session.status === 'guest') {
      return (
        <div className="flex flex-col gap-3">
          <p className="text-sm">{t('payments.signIn')}</p>
          <Button block onClick={() => openPopup('sign-in')}>
            {t('auth.login')}
          </Button>
        </div>
      );
    }
    if (methods.isError) {
      return (
        <FailedScreen
          problem={problemFromError(methods.error)}
          onRetry={() => void methods.refetch()}
        />
      );
    }
    if (!methods.data) {
      return <div className="h-48 animate-pulse rounded-lg bg-surface-raised" aria-busy="true" />;
    }
    if (methods.data.length === 0 && direction === 'WITHDRAW') {
      return <NoWithdrawalMethodScreen onDeposit={() => openPopup('deposit')} />;
    }
    if (methods.data.length === 0) {
      return (
        <EmptyMethodsScreen pending={methods.isFetching} onRefresh={() => void methods.refetch()} />
      );
    }
    if (!method) {
      const again = oneClick.data
        ? methods.data.find((entry) => entry.code === oneClick.data?.methodCode)
        : undefined;
      return (
        <>
          {direction === 'DEPOSIT' && again && oneClick.data && presetAmount === undefined ? (
            <OneClickDeposit
              method={again}
              amount={money(oneClick.data.amount)}
              pending={state.isLoading}
              onDeposit={() => depositAgain(again, oneClick.data!.amount)}
            />
          ) : null}
          <MethodList
            methods={methods.data}
            direction={direction}
            currency={currency}
            language={language}
            onChoose={(chosen) =>
              dispatch({ type: 'choose', method: chosen, amount: presetAmount })
            }
          />
        </>
      );
    }
    if (bankSelectOpen) {
      return (
        <BankSelect
          banks={banks.data ?? []}
          isLoading={banks.isPending}
          onClose={() => setSubpopup(false)}
          onSelect={(chosen) => {
            change('bank', String(chosen.id));
            setSubpopup(false);
          }}
        />
      );
    }
    const limit = direction === 'DEPOSIT' ? method.limit.deposit : method.limit.withdraw;
    const amountShown = money(amountFromText(state.fields.amount ?? '', language) ?? 0);
    switch (status) {
      case 'DEPOSIT_AMOUNT':
      case 'WITHDRAW_AMOUNT':
        return (
          <AmountStep
            direction={direction}
            method={method}
            fields={state.fields}
            fieldErrors={state.fieldErrors}
            attempt={state.attempt}
            test={state.test}
            bank={bank}
            currency={currency}
            language={language}
            {...(direction === 'WITHDRAW' ? { available } : {})}
            pending={state.isLoading}
            onChange={change}
            onChangeTest={changeTest}
            onOpenBanks={() => setSubpopup(true)}
            onSubmit={() => submitAmount(method)}
          />
        );
      case 'TRANSACTION':
        if (direction === 'WITHDRAW') {
          return (
            <PayoutDetails
              fieldList={fieldsFor(method.code, 'WITHDRAW')}
              fields={state.fields}
              fieldErrors={state.fieldErrors}
              attempt={state.attempt}
              bank={bank}
              pending={state.isLoading}
              onChange={change}
              onOpenBanks={() => setSubpopup(true)}
              onSubmit={() => void withdraw(method)}
            />
          );
        }
        return (
          <TransferDetails
            amount={amountShown}
            system={t(methodNameKey(method.code))}
            fields={state.fields}
            bankTransfer={state.bankTransfer}
            transactionIdHere={state.steps.at(-1) === 'TRANSACTION'}
            pending={state.isLoading}
            onChange={change}
            onNext={() => dispatch({ type: 'next' })}
            onConfirm={() => void confirmTransaction(method)}
            onOpenInstructions={() => {
              if (!state.instructionsUrl) return;
              dispatch({ type: 'next' });
              openProvider({ url: state.instructionsUrl, target: 'same' });
            }}
          />
        );
      case 'TRANSACTION_ONLY':
        return (
          <TransactionIdForm
            value={state.fields.transaction ?? ''}
            pending={state.isLoading}
            onChange={(value) => change('transaction', value)}
            onSubmit={() => void confirmTransaction(method)}
          />
        );
      case 'TRANSACTION_ERROR':
        return <TransactionErrorScreen onBack={() => dispatch({ type: 'back' })} />;
      case 'PAYMENT_PAGE':
        return state.paymentPage ? <PaymentPageFrame url={state.paymentPage} /> : <LoadingScreen />;
      case 'LOADING':
        return <LoadingScreen />;
      case 'SUCCESS':
        return (
          <SuccessScreen
            direction={direction}
            progress={progress}
            onPlay={() => navigate(localized(paths.home))}
          />
        );
      case 'FAILED':
        return (
          <FailedScreen
            problem={state.error}
            progress={state.paymentId ? progress : null}
            onRetry={retry}
          />
        );
      case 'ATTENTION':
        return (
          <AttentionScreen
            min={money(limit.min)}
            max={money(limit.max)}
            onBack={() => dispatch({ type: 'back' })}
          />
        );
      case 'APP_CHOISE':
        return state.qrCodeData ? (
          <AppChoiceScreen
            qrData={state.qrCodeData}
            apps={state.upiApps}
            expiresAt={state.expiresAt}
            onNext={() => dispatch({ type: 'next' })}
            onRestart={() => dispatch({ type: 'choose', method })}
          />
        ) : (
          <UnknownScreen onRestart={() => dispatch({ type: 'reset' })} />
        );
      case 'QR_CODE':
        return state.qrCodeData ? (
          <QrCodeScreen
            qrData={state.qrCodeData}
            expiresAt={state.expiresAt}
            onRestart={() => dispatch({ type: 'choose', method })}
          />
        ) : (
          <UnknownScreen onRestart={() => dispatch({ type: 'reset' })} />
        );
      case 'WITHDRAW_BLOCKED_BY_BONUS':
        return (
          <BonusBlockScreen onBonuses={() => navigate(localized(paths.profile.page('bonus')))} />
        );
      case 'UNKNOWN':
        return <UnknownScreen onRestart={() => dispatch({ type: 'reset' })} />;
    }
  };

  // Screens that are the refusal itself (failed, blocked by a bonus) say it once, not twice.
  const showsErrorLine =
    status !== 'FAILED' &&
    status !== 'SUCCESS' &&
    status !== 'WITHDRAW_BLOCKED_BY_BONUS' &&
    method !== null &&
    !bankSelectOpen;

  return (
    <div
      className="flex flex-col gap-4"
      data-popup={popup}
      data-payment-status={method ? status : 'METHODS'}
    >
      {header}
      {body()}
      {showsErrorLine ? <ProblemLine problem={state.error} /> : null}
    </div>
  );
}
