import { landingSpinCall, wheelPathSegment, type WheelType } from '@jackdaw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { landingVisitId } from '../lib/visit-id';

/** POST /landings/wheel/{type}/spin: counts the attempt and answers the wheel's prize. */
export const spinWheel = (type: WheelType, attempt: number) =>
  apiRequest(landingSpinCall, {
    params: { type: wheelPathSegment(type) },
    body: { visitId: landingVisitId(), attempt },
  });

export function useSpinWheel(type: WheelType) {
  return useMutation({ mutationFn: (attempt: number) => spinWheel(type, attempt) });
}
