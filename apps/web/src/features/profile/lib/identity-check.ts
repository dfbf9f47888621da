import type { PersonalDetails } from '@jackdaw/contracts';

/**
 * The identity details the first verification step asks of every player who withdraws
 * (engagement §9 "Verification" and "KYC data"; the place of residence of "Account"), in the
 * order the personal page shows them.
 */
export const IDENTITY_FIELDS = [
  'firstName',
  'secondName',
  'nationality',
  'gender',
  'birthday',
  'country',
] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** The identity details the player has not given yet; none means the step is complete. */
export function missingIdentityFields(personal: PersonalDetails): IdentityField[] {
  return IDENTITY_FIELDS.filter((field) => {
    const value = personal[field];
    return value === null || value.trim() === '';
  });
}
