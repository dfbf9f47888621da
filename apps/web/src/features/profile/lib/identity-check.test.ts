import type { PersonalDetails } from '@jackdaw/contracts';
import { describe, expect, it } from 'vitest';
import { IDENTITY_FIELDS, missingIdentityFields } from './identity-check';

const complete: PersonalDetails = {
  firstName: 'Asha',
  secondName: 'Rahman',
  nationality: 'BD',
  gender: 'female',
  birthday: '1990-04-01',
  country: 'BD',
  oneClickDeposit: true,
};

describe('missingIdentityFields', () => {
  it('answers nothing when every identity detail is given', () => {
    expect(missingIdentityFields(complete)).toEqual([]);
  });

  it('answers every field of a new player, in the page order', () => {
    const empty: PersonalDetails = {
      firstName: '',
      secondName: '',
      nationality: null,
      gender: null,
      birthday: null,
      country: null,
      oneClickDeposit: true,
    };
    expect(missingIdentityFields(empty)).toEqual([...IDENTITY_FIELDS]);
  });

  it('counts a name of spaces as missing, and only what is missing', () => {
    expect(missingIdentityFields({ ...complete, secondName: '  ', country: null })).toEqual([
      'secondName',
      'country',
    ]);
  });
});
