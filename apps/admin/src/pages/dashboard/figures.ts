import { MINOR_UNITS_PER_MAJOR, type CurrencyCode } from '@jackdaw/contracts';
import { formatMoney } from '@jackdaw/money';

/** Minor units (API text) as a major-unit number, for plotting only (figures show exact text). */
export const toMajor = (minor: string | number) => Number(minor) / MINOR_UNITS_PER_MAJOR;

/** A major-unit number formatted in `currency` for axes and tooltips. */
export const majorFormatter = (currency: CurrencyCode) => (value: number) =>
  formatMoney(Math.round(value * MINOR_UNITS_PER_MAJOR), currency, 'EN');

export const percent = (value: number | null) =>
  value === null ? '—' : `${(value * 100).toFixed(1)}%`;
