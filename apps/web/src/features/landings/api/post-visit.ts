import { landingPathParams, landingVisitCall, type LandingSource } from '@jackdaw/contracts';
import { useEffect } from 'react';
import { apiRequest } from '../../../shared/lib/api-client';
import { landingVisitId } from '../lib/visit-id';

/** POST /landings/{kind}/{name}/visit: counted once per visit id, so a reload counts once. */
export const postLandingVisit = (source: LandingSource, visitId: string) =>
  apiRequest(landingVisitCall, { params: landingPathParams(source), body: { visitId } });

/**
 * Posts the visit once per page view. A failure (offline, rate limited) is dropped: the
 * landing works without it and the funnel is a count, not a record the visitor needs.
 */
export function useLandingVisit(source: LandingSource | undefined) {
  useEffect(() => {
    if (!source) return;
    postLandingVisit(source, landingVisitId()).catch(() => undefined);
  }, [source]);
}
