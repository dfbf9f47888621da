import {
  adminNotificationAudienceSchema,
  CURRENCY_CODES,
  type AdminNotificationAudience,
  type CurrencyCode,
} from '@jackdaw/contracts';
import * as z from 'zod/mini';

/** The compose form's audience as typed. */
export interface AudienceDraft {
  kind: 'player' | 'segment';
  playerId: string;
  country: string;
  currency: string;
  lastDepositFrom: string;
  lastDepositTo: string;
}

export const emptyAudience: AudienceDraft = {
  kind: 'segment',
  playerId: '',
  country: '',
  currency: '',
  lastDepositFrom: '',
  lastDepositTo: '',
};

export type AudienceField = Exclude<keyof AudienceDraft, 'kind'>;
/** A field's problem, named by its text key (`compose.errors.<problem>`). */
export type AudienceProblem = 'playerId' | 'country' | 'currency' | 'date' | 'dateOrder';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string) =>
  DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * Reads the draft into the audience the API takes, or the fields that cannot be read: one player
 * by id, or a segment of the filters given (an empty filter is left out; none at all is every
 * player). The answer passes the contract's own schema.
 */
export function audienceOf(
  draft: AudienceDraft,
):
  | { audience: AdminNotificationAudience; errors?: undefined }
  | { audience?: undefined; errors: Partial<Record<AudienceField, AudienceProblem>> } {
  const errors: Partial<Record<AudienceField, AudienceProblem>> = {};
  let audience: AdminNotificationAudience;
  if (draft.kind === 'player') {
    const id = draft.playerId.trim();
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) errors.playerId = 'playerId';
    audience = { kind: 'player', playerId: Number(id) };
  } else {
    const country = draft.country.trim().toUpperCase();
    const currency = draft.currency.trim().toUpperCase();
    const from = draft.lastDepositFrom.trim();
    const to = draft.lastDepositTo.trim();
    if (country && !/^[A-Z]{2}$/.test(country)) errors.country = 'country';
    if (currency && !(CURRENCY_CODES as readonly string[]).includes(currency)) {
      errors.currency = 'currency';
    }
    if (from && !validDate(from)) errors.lastDepositFrom = 'date';
    if (to && !validDate(to)) errors.lastDepositTo = 'date';
    if (from && to && !errors.lastDepositFrom && !errors.lastDepositTo && from > to) {
      errors.lastDepositTo = 'dateOrder';
    }
    audience = {
      kind: 'segment',
      ...(country ? { country } : {}),
      ...(currency ? { currency: currency as CurrencyCode } : {}),
      ...(from ? { lastDepositFrom: from } : {}),
      ...(to ? { lastDepositTo: to } : {}),
    };
  }
  if (Object.keys(errors).length) return { errors };
  return { audience: z.parse(adminNotificationAudienceSchema, audience) };
}
