import { adminHolidayCampaignBodySchema, type AdminHolidayCampaignBody } from '@jackdaw/contracts';
import * as z from 'zod/mini';
import { fromLocalInput, toLocalInput } from '../../ui/search-filters';

/** A holiday campaign as the form holds it: times as `datetime-local` values in UTC. */
export interface CampaignDraft {
  name: string;
  country: string;
  announceFrom: string;
  startsAt: string;
  endsAt: string;
  finalHours: string;
  percent: string;
  active: boolean;
}

export type CampaignField = Exclude<keyof CampaignDraft, 'active'>;
/** A field's problem, named by its text key (`campaigns.errors.<problem>`). */
export type CampaignProblem =
  'required' | 'country' | 'finalHours' | 'percent' | 'startsBeforeAnnounce' | 'endsBeforeStart';

export function campaignDraftOf(
  campaign: {
    name: string;
    country: string;
    announceFrom: string;
    startsAt: string;
    endsAt: string;
    finalHours: number;
    percent: number | null;
    active: boolean;
  } | null,
): CampaignDraft {
  return {
    name: campaign?.name ?? '',
    country: campaign?.country ?? '',
    announceFrom: toLocalInput(campaign?.announceFrom ?? null),
    startsAt: toLocalInput(campaign?.startsAt ?? null),
    endsAt: toLocalInput(campaign?.endsAt ?? null),
    finalHours: String(campaign?.finalHours ?? 24),
    percent: campaign === null || campaign.percent === null ? '' : String(campaign.percent),
    active: campaign?.active ?? true,
  };
}

const whole = (value: string, min: number, max: number) =>
  /^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max;

/**
 * Reads the draft into the body the API takes, or the fields that need a correction: the
 * countdown shows from `announceFrom`, the holiday runs `startsAt` to `endsAt` (UTC), the final
 * popup in its last `finalHours`; the percent is optional.
 */
export function campaignBodyOf(
  draft: CampaignDraft,
):
  | { body: AdminHolidayCampaignBody; errors?: undefined }
  | { body?: undefined; errors: Partial<Record<CampaignField, CampaignProblem>> } {
  const errors: Partial<Record<CampaignField, CampaignProblem>> = {};
  const name = draft.name.trim();
  const country = draft.country.trim().toUpperCase();
  const finalHours = draft.finalHours.trim();
  const percent = draft.percent.trim();
  if (!name) errors.name = 'required';
  if (!/^[A-Z]{2}$/.test(country)) errors.country = country ? 'country' : 'required';
  for (const key of ['announceFrom', 'startsAt', 'endsAt'] as const) {
    if (!draft[key]) errors[key] = 'required';
  }
  if (!whole(finalHours, 1, 48)) errors.finalHours = 'finalHours';
  if (percent && !whole(percent, 1, 1000)) errors.percent = 'percent';
  const announceFrom = fromLocalInput(draft.announceFrom);
  const startsAt = fromLocalInput(draft.startsAt);
  const endsAt = fromLocalInput(draft.endsAt);
  if (announceFrom && startsAt && startsAt < announceFrom) errors.startsAt = 'startsBeforeAnnounce';
  if (startsAt && endsAt && endsAt <= startsAt) errors.endsAt = 'endsBeforeStart';
  if (Object.keys(errors).length) return { errors };
  const body = {
    name,
    country,
    announceFrom: announceFrom!,
    startsAt: startsAt!,
    endsAt: endsAt!,
    finalHours: Number(finalHours),
    percent: percent ? Number(percent) : null,
    active: draft.active,
  };
  return { body: z.parse(adminHolidayCampaignBodySchema, body) };
}
