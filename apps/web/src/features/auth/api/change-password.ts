import { passwordChangeCall, type PasswordChangeBody } from '@jackdaw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useApplyAuthToken } from './apply-auth-token';

/** PATCH /auth/password/change. A 5xx here raises the service-error flag (spec core §8). */
export const changePassword = (body: PasswordChangeBody) =>
  apiRequest(passwordChangeCall, { body, serviceCritical: true });

/** The answer's token is stored: tokens issued before the change stop working. */
export function useChangePassword() {
  const applyToken = useApplyAuthToken();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (response) => applyToken(response.authToken),
  });
}
