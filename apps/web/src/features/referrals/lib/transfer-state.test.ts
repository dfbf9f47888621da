import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountText,
  canTransfer,
  checkTransferAmount,
  initialTransfer,
  transferReducer,
  type TransferError,
  type TransferEvent,
  type TransferState,
} from './transfer-state';

const refused: TransferError = {
  code: 'REFERRAL.BELOW_MINIMUM',
  message: 'Below the minimum transfer',
  statusCode: 422,
};
const submit = (amount: number, idempotencyKey = 'key-00000001'): TransferEvent => ({
  type: 'submit',
  amount,
  idempotencyKey,
});

describe('the transfer status machine (engagement §4 "Withdrawal status")', () => {
  it('goes amount → loading → success, keeping the amount moved', () => {
    const loading = transferReducer(initialTransfer, submit(5000));
    expect(loading).toMatchObject({ status: 'loading', amount: 5000, error: null });
    const done = transferReducer(loading, { type: 'succeeded', amount: 5000 });
    expect(done).toMatchObject({ status: 'success', amount: 5000, error: null });
  });

  it('stores the error and sets failed; retry keeps the amount and the key', () => {
    const failed = transferReducer(transferReducer(initialTransfer, submit(700)), {
      type: 'failed',
      error: refused,
    });
    expect(failed).toMatchObject({ status: 'failed', amount: 700, error: refused });
    const again = transferReducer(failed, { type: 'retry' });
    expect(again).toEqual({
      status: 'loading',
      amount: 700,
      error: null,
      idempotencyKey: 'key-00000001',
    });
  });

  it('clear returns to amount and empties error and amount', () => {
    const failed = transferReducer(transferReducer(initialTransfer, submit(700)), {
      type: 'failed',
      error: refused,
    });
    expect(transferReducer(failed, { type: 'clear' })).toEqual(initialTransfer);
    const done = transferReducer(transferReducer(initialTransfer, submit(1)), {
      type: 'succeeded',
      amount: 1,
    });
    expect(transferReducer(done, { type: 'clear' })).toEqual(initialTransfer);
  });

  it('ignores a second submit while loading, and answers that arrive out of turn', () => {
    const loading = transferReducer(initialTransfer, submit(5000));
    expect(transferReducer(loading, submit(9000, 'key-00000002'))).toBe(loading);
    expect(transferReducer(initialTransfer, { type: 'succeeded', amount: 1 })).toBe(
      initialTransfer,
    );
    expect(transferReducer(initialTransfer, { type: 'failed', error: refused })).toBe(
      initialTransfer,
    );
    expect(transferReducer(initialTransfer, { type: 'retry' })).toBe(initialTransfer);
  });

  it('only ever reaches the four statuses, with an error exactly when failed', () => {
    const event = fc.oneof(
      fc.nat(1_000_000).map((amount) => submit(amount)),
      fc.constant<TransferEvent>({ type: 'retry' }),
      fc.nat(1_000_000).map((amount): TransferEvent => ({ type: 'succeeded', amount })),
      fc.constant<TransferEvent>({ type: 'failed', error: refused }),
      fc.constant<TransferEvent>({ type: 'clear' }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state: TransferState = initialTransfer;
        for (const next of events) {
          state = transferReducer(state, next);
          expect(['amount', 'loading', 'success', 'failed']).toContain(state.status);
          expect(state.error !== null).toBe(state.status === 'failed');
          expect(state.amount === null).toBe(state.status === 'amount');
        }
      }),
    );
  });
});

describe('checkTransferAmount', () => {
  const limits = { min: 1000, balance: 5050 };

  it('reads the amount in minor units between the minimum and the balance', () => {
    expect(checkTransferAmount('50.50', limits, 'EN')).toEqual({ verdict: 'ok', amount: 5050 });
    expect(checkTransferAmount('10', limits, 'EN')).toEqual({ verdict: 'ok', amount: 1000 });
    expect(checkTransferAmount(' ', limits, 'EN')).toEqual({ verdict: 'empty', amount: null });
    expect(checkTransferAmount('abc', limits, 'EN').verdict).toBe('invalid');
    expect(checkTransferAmount('0', limits, 'EN').verdict).toBe('invalid');
    expect(checkTransferAmount('9.99', limits, 'EN')).toEqual({ verdict: 'below', amount: 999 });
    expect(checkTransferAmount('50.51', limits, 'EN')).toEqual({ verdict: 'above', amount: 5051 });
  });

  it('says whether a balance can move at all', () => {
    expect(canTransfer({ min: 1000, balance: 999 })).toBe(false);
    expect(canTransfer({ min: 1000, balance: 1000 })).toBe(true);
    expect(canTransfer({ min: 0, balance: 0 })).toBe(false);
  });

  it('shows minor units back as the field reads them', () => {
    expect(amountText(5000)).toBe('50');
    expect(amountText(5005)).toBe('50.05');
    fc.assert(
      fc.property(fc.nat(10_000_000), (minor) => {
        expect(checkTransferAmount(amountText(minor), { min: 0, balance: minor }, 'EN')).toEqual(
          minor === 0 ? { verdict: 'invalid', amount: null } : { verdict: 'ok', amount: minor },
        );
      }),
    );
  });
});
