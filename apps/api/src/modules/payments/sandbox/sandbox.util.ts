import { BANK_LISTS, type BankList } from '@jackdaw/contracts';

/** A bank list name from an untrusted value, or undefined. */
export function bankListSchemaSafe(value: unknown): BankList | undefined {
  return (BANK_LISTS as readonly unknown[]).includes(value) ? (value as BankList) : undefined;
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
