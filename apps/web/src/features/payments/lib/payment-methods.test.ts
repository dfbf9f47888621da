import type { PaymentMethod } from '@jackdaw/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  methodSections,
  toClientMethod,
  toClientMethods,
  type ClientMethod,
} from './payment-methods';

const server: PaymentMethod = {
  code: 'pm.paykassma.bkash',
  alias: 'bkash',
  status: 'active',
  flow: 'transaction',
  paymentSystem: { alias: 'bkash', paymentSystemAlias: 'paykassma' },
  paymentMethodCurrencies: [
    {
      currencyCode: 'BDT',
      status: 'active',
      cashLimits: [
        { transactionType: 'DEPOSIT', min: 30_000, max: 2_500_000 },
        { transactionType: 'WITHDRAW', min: 50_000, max: 2_500_000 },
      ],
      depositInfo: {
        logoUrl: '/static/payments/bkash.svg',
        displayName: 'bKash',
        steps: ['DEPOSIT_AMOUNT', 'TRANSACTION', 'TRANSACTION_ONLY'],
        selectors: { min: 50_000, med: 100_000, max: 500_000 },
        defaultSum: 100_000,
        speed: 'minutes15',
      },
      withdrawalInfo: {
        logoUrl: '/static/payments/bkash.svg',
        displayName: 'bKash',
        steps: ['WITHDRAW_AMOUNT', 'TRANSACTION'],
      },
    },
  ],
};

describe('payment methods from the server list (spec core §3)', () => {
  it('derives code, slug, icon, name, system, limits, presets, default value and steps', () => {
    expect(toClientMethod(server, 'DEPOSIT')).toEqual({
      code: 'pm.paykassma.bkash',
      slug: 'bkash',
      provider: 'paykassma',
      icon: '/static/payments/bkash.svg',
      name: 'bKash',
      system: 'bkash',
      flow: 'transaction',
      limit: {
        deposit: { min: 30_000, max: 2_500_000 },
        withdraw: { min: 50_000, max: 2_500_000 },
      },
      amountPreset: [50_000, 100_000, 500_000],
      defaultValue: 100_000,
      steps: ['DEPOSIT_AMOUNT', 'TRANSACTION', 'TRANSACTION_ONLY'],
      speed: 'minutes15',
    });
  });

  it('has no presets for withdrawals and limits of 0 when the server sends none', () => {
    const currency = server.paymentMethodCurrencies[0]!;
    const withdrawal = toClientMethod(
      { ...server, paymentMethodCurrencies: [{ ...currency, cashLimits: [] }] },
      'WITHDRAW',
    );
    expect(withdrawal).toMatchObject({
      amountPreset: [],
      defaultValue: 0,
      steps: ['WITHDRAW_AMOUNT', 'TRANSACTION'],
      limit: { deposit: { min: 0, max: 0 }, withdraw: { min: 0, max: 0 } },
    });
  });

  it('drops a method with no currency entry, no info for the direction or no system alias', () => {
    const currency = server.paymentMethodCurrencies[0]!;
    const { depositInfo: _deposit, ...withoutDeposit } = currency;
    const incomplete: PaymentMethod[] = [
      { ...server, paymentMethodCurrencies: [] },
      { ...server, paymentMethodCurrencies: [withoutDeposit] },
      { ...server, paymentSystem: { ...server.paymentSystem, alias: '' } },
      { ...server, status: 'disabled' },
    ];
    expect(toClientMethods(incomplete, 'DEPOSIT')).toEqual([]);
    // Without its deposit block the method still offers withdrawals.
    expect(toClientMethods([incomplete[1]!], 'WITHDRAW')).toHaveLength(1);
    expect(toClientMethods([server, ...incomplete], 'DEPOSIT').map((m) => m.code)).toEqual([
      'pm.paykassma.bkash',
    ]);
  });
});

describe('method sections', () => {
  const method = (code: string, system: string) =>
    ({ ...toClientMethod(server, 'DEPOSIT')!, code, system }) as ClientMethod;
  const codes = (sections: ReturnType<typeof methodSections>) =>
    sections.map((section) =>
      section.kind === 'group'
        ? `${section.system}: ${section.methods.map((entry) => entry.code).join(' ')}`
        : section.methods.map((entry) => entry.code).join(' '),
    );

  it('puts the variants of one payment system under one header, where its first one stood', () => {
    const list = [
      method('pm.paykassma.upi', 'upi'),
      method('pm.paykassma.paytm', 'paytm'),
      method('pm.constantpos.upi', 'upi'),
      method('pm.paykassma.phonepe', 'phonepe'),
      method('pm.zenpay.upi', 'upi'),
      method('pm.octopays.imps', 'imps'),
    ];
    expect(codes(methodSections(list))).toEqual([
      'upi: pm.paykassma.upi pm.constantpos.upi pm.zenpay.upi',
      'pm.paykassma.paytm pm.paykassma.phonepe pm.octopays.imps',
    ]);
  });

  it('keeps every method exactly once (property)', () => {
    const systems = ['upi', 'havale', 'papara', 'card', 'm10'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...systems), { maxLength: 20 }), (picked) => {
        const list = picked.map((system, index) => method(`pm.test.${index}`, system));
        const shown = methodSections(list).flatMap((section) => section.methods);
        expect([...shown].sort((a, b) => a.code.localeCompare(b.code))).toEqual(
          [...list].sort((a, b) => a.code.localeCompare(b.code)),
        );
        for (const section of methodSections(list)) {
          if (section.kind === 'group') expect(section.methods.length).toBeGreaterThan(1);
        }
      }),
    );
  });
});
