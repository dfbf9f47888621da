import { paymentLifetimes, type PaymentFlowKind, type UpiApp } from '@jackdaw/contracts';
import type { DepositRequest, DepositResult } from '../payment-provider.js';

/**
 * The flow kinds' shared logic (spec core §4 "After a deposit call, by method"): what a provider's
 * deposit answer must hold for each kind, and what the player is answered. Adapters never repeat
 * this; a provider's answer only differs in its field names, read through `read`.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

/** The provider's answer to a deposit, read by its neutral names (see ProviderProtocol). */
export interface DepositAnswer {
  reference: string;
  redirectUrl?: string;
  pluginUrl?: string;
  paymentPageUrl?: string;
  qrData?: string;
  upiAddress?: string;
  intentUrls?: Partial<Record<UpiApp, string>>;
  walletNumber?: string;
  bkashType?: string;
  bank?: {
    id: string | number;
    name: string;
    iban: string;
    accountName: string;
    reference: string;
  };
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined || value === '') throw new ProviderError(`the answer lacks ${what}`);
  return value;
};

/** UPI deep links of the three apps (spec core §3 "UPI app choices"), from the upi:// link. */
export function upiAppLinks(qrData: string): Record<UpiApp, string> {
  const query = qrData.replace(/^upi:\/\/pay\??/, '');
  return {
    paytm: `paytmmp://pay?${query}`,
    phonepe: `phonepe://pay?${query}`,
    googlepay: `tez://upi/pay?${query}`,
  };
}

export function depositResultOf(
  flow: PaymentFlowKind,
  answer: DepositAnswer,
  request: Pick<DepositRequest, 'fields'>,
  openIn: 'iframe' | 'window' = 'iframe',
): DepositResult {
  const base = { reference: need(answer.reference, 'a reference'), flow };
  switch (flow) {
    case 'redirect':
      return { ...base, redirectUrl: need(answer.redirectUrl, 'a redirect URL'), openIn: 'same' };
    case 'plugin':
      return { ...base, pluginUrl: need(answer.pluginUrl, 'a plugin URL'), openIn };
    case 'upi': {
      const qrData = need(answer.qrData, 'UPI data');
      const links = { ...upiAppLinks(qrData), ...answer.intentUrls };
      const address = need(answer.upiAddress, 'a UPI address');
      return {
        ...base,
        upiData: {
          qr_data: qrData,
          address,
          apps: (['paytm', 'phonepe', 'googlepay'] as const).map((app) => ({
            app,
            url: links[app],
          })),
        },
        account: address,
        lifeTime: paymentLifetimes.upiData,
      };
    }
    case 'payment_page':
      return {
        ...base,
        paymentPageUrl: need(answer.paymentPageUrl, 'a payment page URL'),
        lifeTime: paymentLifetimes.paymentPage,
      };
    case 'qr_redirect':
      return {
        ...base,
        redirectUrl: need(answer.redirectUrl, 'a redirect URL'),
        lifeTime: paymentLifetimes.paymentPage,
      };
    case 'transaction': {
      const bkashType = request.fields.bkashType ?? answer.bkashType;
      return {
        ...base,
        account: need(answer.walletNumber, 'a wallet number'),
        ...(bkashType === 'agent' || bkashType === 'personal' || bkashType === 'merchant'
          ? { bkashType }
          : {}),
      };
    }
    case 'bank_transfer': {
      const bank = need(answer.bank, 'bank details');
      return {
        ...base,
        redirectUrl: need(answer.redirectUrl, 'an instructions URL'),
        openIn: 'same',
        bankTransfer: {
          bankId: bank.id,
          bankName: bank.name,
          iban: bank.iban,
          accountName: bank.accountName,
          reference: bank.reference,
        },
      };
    }
    case 'simple':
      return base;
  }
}
