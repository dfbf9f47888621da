import { passwordResetCall, type PasswordResetBody } from '@jackdaw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSessionStore } from '../../../shared/state/session-store';
import { useApplyAuthToken } from './apply-auth-token';

/** PATCH /auth/email_password_reset with the recovery token of the mailed link. */
export const resetPassword = (body: PasswordResetBody) =>
  apiRequest(passwordResetCall, { body, serviceCritical: true });

/** Signs the player in with the new password; the used recovery token is forgotten. */
export function useResetPassword() {
  const applyToken = useApplyAuthToken();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: async (response) => {
      useSessionStore.getState().setRecoveryToken(null);
      await applyToken(response.authToken);
    },
  });
}
