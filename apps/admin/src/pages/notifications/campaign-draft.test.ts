import { describe, expect, it } from 'vitest';
import { campaignBodyOf, campaignDraftOf, type CampaignDraft } from './campaign-draft';

const draft: CampaignDraft = {
  name: 'Independence Day',
  country: 'bd',
  announceFrom: '2027-03-19T00:00',
  startsAt: '2027-03-26T00:00',
  endsAt: '2027-03-27T00:00',
  finalHours: '6',
  percent: '',
  active: true,
};

describe('campaignBodyOf', () => {
  it('reads the times as UTC, the country upper case and an empty percent as none', () => {
    expect(campaignBodyOf(draft)).toEqual({
      body: {
        name: 'Independence Day',
        country: 'BD',
        announceFrom: '2027-03-19T00:00:00.000Z',
        startsAt: '2027-03-26T00:00:00.000Z',
        endsAt: '2027-03-27T00:00:00.000Z',
        finalHours: 6,
        percent: null,
        active: true,
      },
    });
    expect(campaignBodyOf({ ...draft, percent: '150' }).body?.percent).toBe(150);
  });

  it('names the missing and out-of-range fields', () => {
    expect(
      campaignBodyOf({
        ...draft,
        name: ' ',
        country: 'BGD',
        endsAt: '',
        finalHours: '49',
        percent: '0',
      }).errors,
    ).toEqual({
      name: 'required',
      country: 'country',
      endsAt: 'required',
      finalHours: 'finalHours',
      percent: 'percent',
    });
  });

  it('keeps the order announce ≤ start < end', () => {
    expect(campaignBodyOf({ ...draft, startsAt: '2027-03-18T00:00' }).errors).toEqual({
      startsAt: 'startsBeforeAnnounce',
    });
    expect(campaignBodyOf({ ...draft, endsAt: draft.startsAt }).errors).toEqual({
      endsAt: 'endsBeforeStart',
    });
    // The countdown may start with the holiday itself.
    expect(campaignBodyOf({ ...draft, announceFrom: draft.startsAt }).body).toBeDefined();
  });

  it('round-trips a saved campaign through the form', () => {
    const saved = campaignBodyOf(draft).body!;
    expect(campaignBodyOf(campaignDraftOf(saved)).body).toEqual(saved);
  });
});
