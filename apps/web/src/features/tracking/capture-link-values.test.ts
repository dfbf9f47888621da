import { describe, expect, it } from 'vitest';
import { readLinkValues } from './capture-link-values';

describe('readLinkValues', () => {
  it('keeps the click id from click_id or clickid', () => {
    expect(readLinkValues('?click_id=abc').values).toEqual([['clickId', 'abc']]);
    expect(readLinkValues('?clickid=xyz').values).toEqual([['clickId', 'xyz']]);
  });

  it('keeps utm values, subs and pid', () => {
    const { values } = readLinkValues(
      '?utm_source=x&utm_medium=m&utm_campaign=c&sub1=a&utm_sub2=b&sub3=c3&pid=p1',
    );
    expect(Object.fromEntries(values)).toEqual({
      utmSource: 'x',
      utmMedium: 'm',
      utmCampaign: 'c',
      utmSub1: 'a',
      utmSub2: 'b',
      utmSub3: 'c3',
      utmPid: 'p1',
    });
  });

  it('keeps a supported currency from the link, upper case, and ignores others', () => {
    expect(readLinkValues('?currency=inr').values).toEqual([['currencyFromLink', 'INR']]);
    expect(readLinkValues('?currency=XYZ').values).toEqual([]);
  });

  it('keeps the referral code r, trimmed, and ignores empty or over-long codes', () => {
    expect(readLinkValues('?r=FRIEND1').values).toEqual([['referralCode', 'FRIEND1']]);
    expect(readLinkValues('?r=%20CODE%20&utm_source=x').values).toEqual([
      ['utmSource', 'x'],
      ['referralCode', 'CODE'],
    ]);
    expect(readLinkValues('?r=').values).toEqual([]);
    expect(readLinkValues('?r=%20%20').values).toEqual([]);
    expect(readLinkValues(`?r=${'a'.repeat(65)}`).values).toEqual([]);
  });

  it('ignores empty values and cuts very long ones', () => {
    expect(readLinkValues('?utm_source=&click_id=%20').values).toEqual([]);
    expect(readLinkValues(`?utm_source=${'a'.repeat(500)}`).values[0]?.[1]).toHaveLength(200);
  });

  it('stores a token as the auth token', () => {
    expect(readLinkValues('?token=t1').token).toEqual({ store: 'auth', token: 't1' });
  });

  it('does not store the token of a deposit result', () => {
    expect(readLinkValues('?token=t1&popup=deposit-result').token.store).toBe('none');
  });

  it('stores the token of recovery-complete as the recovery token', () => {
    expect(readLinkValues('?token=t1&popup=recovery-complete').token.store).toBe('recovery');
  });

  it('answers none without a token', () => {
    expect(readLinkValues('?popup=sign-in').token).toEqual({ store: 'none', token: null });
  });
});
