import {
  PAYMENT_FLOW_STATUSES,
  testPaymentDefaults,
  type BkashAccountType,
  type DepositResponse,
  type PaymentDirection,
  type PaymentField,
  type PaymentFlowStatus,
  type PaymentMethodCode,
  type TestPaymentOptions,
  type UpiApp,
} from '@jackdaw/contracts';
import { majorText } from './amount';
import { firstStep, type ClientMethod } from './payment-methods';
import type { PaymentProgress } from './payment-progress';

/**
 * The payment popup's state machine (spec core §3 "Payment form state", §4 "Payment flow
 * statuses"), pure so it tests without a page. A method brings its step list for the direction;
 * `next` moves forward along it, `back` moves to the previous step and from the first one resets
 * everything; a status that is not a step of the method (SUCCESS, ATTENTION…) sits over the step
 * the player was on, and `back` returns to that step. Any change clears the error; a status the
 * machine does not know becomes UNKNOWN.
 */
export type PaymentStatus = PaymentFlowStatus | 'UNKNOWN';

/** What the player typed: every field of the form state as text (`transaction` is the id). */
export type FormFields = Partial<Record<PaymentField | 'amount' | 'transaction', string>>;
export type FormFieldName = keyof FormFields;

/** A reason shown on the current screen: a translation key, or the server's own words. */
export type PaymentProblem = { key: string } | { text: string };

export interface BankTransferDetails {
  bankName: string;
  iban: string;
  accountName: string;
  reference: string;
}

export interface PaymentFormState {
  direction: PaymentDirection;
  status: PaymentStatus;
  /** The chosen method's steps for the direction; the first step alone before a choice. */
  steps: readonly PaymentFlowStatus[];
  stepIndex: number;
  method: PaymentMethodCode | null;
  fields: FormFields;
  test: TestPaymentOptions;
  error: PaymentProblem | null;
  /** Fields the form could not send, each with the translation key of why, told under it. */
  fieldErrors: Partial<Record<FormFieldName, string>>;
  /** Counts refused submits: each one moves the focus to the first marked field. */
  attempt: number;
  isLoading: boolean;
  /** The created payment (deposit or withdrawal). */
  paymentId: string | null;
  /** PAYMENT_PAGE: the provider's page in the frame. */
  paymentPage: string | null;
  /** APP_CHOISE and QR_CODE: what the QR code holds. */
  qrCodeData: string | null;
  /** When the UPI data or QR code stops being valid (epoch ms). */
  expiresAt: number | null;
  upiApps: { app: UpiApp; url: string }[];
  /** Where the provider's instructions are (bank transfer). */
  instructionsUrl: string | null;
  bankTransfer: BankTransferDetails | null;
}

export function initialPaymentState(direction: PaymentDirection): PaymentFormState {
  const first = firstStep(direction);
  return {
    direction,
    status: first,
    steps: [first],
    stepIndex: 0,
    method: null,
    fields: {},
    test: { ...testPaymentDefaults },
    error: null,
    fieldErrors: {},
    attempt: 0,
    isLoading: false,
    paymentId: null,
    paymentPage: null,
    qrCodeData: null,
    expiresAt: null,
    upiApps: [],
    instructionsUrl: null,
    bankTransfer: null,
  };
}

/** What a deposit answer asks of the popup (spec core §4 "After a deposit call, by method"). */
export interface DepositOutcome {
  status: PaymentStatus;
  /** Leave for the provider: the same window, or a new one (corefy in AZN). */
  open?: { url: string; target: 'same' | 'window' };
  paymentPage?: string;
  qrCodeData?: string;
  lifeTime?: number;
  upiApps?: { app: UpiApp; url: string }[];
  account?: string;
  bkashType?: BkashAccountType;
  transactionId?: string;
  bankTransfer?: BankTransferDetails;
  instructionsUrl?: string;
}

/**
 * The status a deposit answer leads to. The server already picked the flow (corefy by
 * currency included); a flow whose field is missing is FAILED.
 */
export function depositOutcome(
  response: Pick<DepositResponse, 'statusCode'> & Partial<DepositResponse>,
  lifetimes: { upiData: number; paymentPage: number },
): DepositOutcome {
  const failed: DepositOutcome = { status: 'FAILED' };
  // A transaction id in the answer means the payment is confirmed.
  if (response.transactionId) {
    return { status: 'SUCCESS', transactionId: response.transactionId };
  }
  switch (response.flow) {
    case 'redirect':
      return response.redirectUrl
        ? {
            status: 'LOADING',
            open: {
              url: response.redirectUrl,
              target: response.openIn === 'window' ? 'window' : 'same',
            },
          }
        : failed;
    case 'plugin':
      if (!response.pluginUrl) return failed;
      return response.openIn === 'window'
        ? { status: 'LOADING', open: { url: response.pluginUrl, target: 'window' } }
        : { status: 'PAYMENT_PAGE', paymentPage: response.pluginUrl };
    case 'upi':
      return response.upiData?.qr_data
        ? {
            status: 'APP_CHOISE',
            qrCodeData: response.upiData.qr_data,
            lifeTime: lifetimes.upiData,
            upiApps: response.upiData.apps,
            account: response.account ?? response.upiData.address,
          }
        : failed;
    case 'payment_page':
      return response.paymentPageUrl
        ? {
            status: 'QR_CODE',
            qrCodeData: response.paymentPageUrl,
            lifeTime: lifetimes.paymentPage,
          }
        : failed;
    case 'qr_redirect':
      return response.redirectUrl
        ? { status: 'QR_CODE', qrCodeData: response.redirectUrl, lifeTime: lifetimes.paymentPage }
        : failed;
    case 'transaction':
      return response.account
        ? {
            status: 'TRANSACTION',
            account: response.account,
            ...(response.bkashType ? { bkashType: response.bkashType } : {}),
          }
        : failed;
    case 'bank_transfer':
      return response.bankTransfer && response.redirectUrl
        ? {
            status: 'TRANSACTION',
            bankTransfer: {
              bankName: response.bankTransfer.bankName,
              iban: response.bankTransfer.iban,
              accountName: response.bankTransfer.accountName,
              reference: response.bankTransfer.reference,
            },
            instructionsUrl: response.redirectUrl,
          }
        : failed;
    case 'simple':
    case undefined:
      return response.statusCode === 200 || response.statusCode === 201
        ? { status: 'SUCCESS' }
        : failed;
  }
}

/** The status a refused call leads to (spec core §4 "On a failed call", §8). */
export function failureStatus(failure: { statusCode: number; code: string }): PaymentStatus {
  if (failure.code === 'TRANSACTION.ALREADY_ACTIVATED') return 'TRANSACTION_ERROR';
  if (failure.code === 'WITHDRAW.BLOCKED_BY_BONUS') return 'WITHDRAW_BLOCKED_BY_BONUS';
  if (failure.statusCode === 422) return 'ATTENTION';
  return 'FAILED';
}

export type PaymentAction =
  /** A method chosen; `amount` (minor units) replaces its default, as a one-click deposit does. */
  | { type: 'choose'; method: ClientMethod; amount?: number }
  | { type: 'change'; field: FormFieldName; value: string }
  | { type: 'changeTest'; options: Partial<TestPaymentOptions> }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'reset' }
  | { type: 'status'; status: string }
  | { type: 'loading'; value: boolean }
  | { type: 'created'; paymentId: string }
  | { type: 'deposited'; paymentId: string; outcome: DepositOutcome; now: number }
  | { type: 'refused'; statusCode: number; code: string; problem: PaymentProblem }
  | { type: 'error'; problem: PaymentProblem | null }
  | { type: 'invalid'; fields: readonly (readonly [FormFieldName, string])[] };

const KNOWN: ReadonlySet<string> = new Set(PAYMENT_FLOW_STATUSES);

export function toStatus(value: string): PaymentStatus {
  return KNOWN.has(value) ? (value as PaymentFlowStatus) : 'UNKNOWN';
}

/** Moves to a status: a step of the method becomes the current step, anything else overlays. */
function moveTo(state: PaymentFormState, status: PaymentStatus): PaymentFormState {
  const index = status === 'UNKNOWN' ? -1 : state.steps.indexOf(status);
  return {
    ...state,
    status,
    stepIndex: index >= 0 ? index : state.stepIndex,
    isLoading: false,
  };
}

export function paymentReducer(state: PaymentFormState, action: PaymentAction): PaymentFormState {
  switch (action.type) {
    case 'choose': {
      const steps = action.method.steps;
      return {
        ...initialPaymentState(state.direction),
        method: action.method.code,
        steps,
        status: steps[0] ?? firstStep(state.direction),
        fields:
          action.amount !== undefined
            ? { amount: majorText(action.amount) }
            : action.method.defaultValue
              ? { amount: String(action.method.defaultValue / 100) }
              : {},
      };
    }
    case 'change': {
      const fieldErrors = { ...state.fieldErrors };
      delete fieldErrors[action.field];
      return {
        ...state,
        fields: { ...state.fields, [action.field]: action.value },
        fieldErrors,
        error: null,
      };
    }
    case 'invalid':
      return {
        ...state,
        fieldErrors: Object.fromEntries(action.fields),
        attempt: state.attempt + 1,
        error: null,
        isLoading: false,
      };
    case 'changeTest':
      return { ...state, test: { ...state.test, ...action.options }, error: null };
    case 'next': {
      const index = state.stepIndex + 1;
      const step = state.steps[index];
      if (!step) return state;
      return { ...state, stepIndex: index, status: step, error: null };
    }
    case 'back': {
      const current = state.steps[state.stepIndex];
      if (state.status !== current && current) {
        return { ...state, status: current, error: null, isLoading: false };
      }
      const index = state.stepIndex - 1;
      const step = state.steps[index];
      if (!step || state.method === null) return initialPaymentState(state.direction);
      return { ...state, stepIndex: index, status: step, error: null };
    }
    case 'reset':
      return initialPaymentState(state.direction);
    case 'status':
      return { ...moveTo(state, toStatus(action.status)), error: null };
    case 'loading':
      return { ...state, isLoading: action.value, error: action.value ? null : state.error };
    case 'created':
      return { ...state, paymentId: action.paymentId, isLoading: false };
    case 'deposited': {
      const { outcome } = action;
      const next = moveTo(state, outcome.status);
      return {
        ...next,
        error: null,
        paymentId: action.paymentId,
        paymentPage: outcome.paymentPage ?? null,
        qrCodeData: outcome.qrCodeData ?? null,
        expiresAt: outcome.lifeTime !== undefined ? action.now + outcome.lifeTime : null,
        upiApps: outcome.upiApps ?? [],
        instructionsUrl: outcome.instructionsUrl ?? null,
        bankTransfer: outcome.bankTransfer ?? null,
        fields: {
          ...state.fields,
          ...(outcome.account !== undefined ? { account: outcome.account } : {}),
          ...(outcome.bkashType !== undefined ? { bkashType: outcome.bkashType } : {}),
          ...(outcome.transactionId !== undefined ? { transaction: outcome.transactionId } : {}),
        },
      };
    }
    case 'refused':
      return { ...moveTo(state, failureStatus(action)), error: action.problem };
    case 'error':
      return { ...state, error: action.problem, isLoading: false };
  }
}

/** Screens on which a deposit waits for the provider's word about the created payment. */
const WAITING: ReadonlySet<PaymentStatus> = new Set<PaymentStatus>([
  'APP_CHOISE',
  'QR_CODE',
  'PAYMENT_PAGE',
  'TRANSACTION',
  'TRANSACTION_ONLY',
  'LOADING',
  'SUCCESS',
]);

/**
 * The screen to show once the created payment's fate is known. A deposit: credited → SUCCESS,
 * refused → FAILED, whatever waiting screen the player is on (the app, the QR code, the
 * provider's page). A withdrawal's "Request received" (SUCCESS) follows the request to
 * `completed` itself, but a cancelled, rejected or failed one is a failure, not a request
 * received with a Play button.
 */
export function visibleStatus(
  state: Pick<PaymentFormState, 'status' | 'direction' | 'paymentId'>,
  progress: PaymentProgress | null,
): PaymentStatus {
  if (state.paymentId === null) return state.status;
  if (state.direction === 'WITHDRAW') {
    return state.status === 'SUCCESS' && progress === 'failed' ? 'FAILED' : state.status;
  }
  if (!WAITING.has(state.status)) return state.status;
  if (progress === 'succeeded') return 'SUCCESS';
  if (progress === 'failed' || progress === 'canceled' || progress === 'expired') return 'FAILED';
  return state.status;
}
