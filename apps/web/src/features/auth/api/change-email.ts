import { emailChangeCall, type EmailChangeBody } from '@jackdaw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useApplyAuthToken } from './apply-auth-token';

/** PATCH /auth/email/change: a new sign-in e-mail, confirmed with the password. */
export const changeEmail = (body: EmailChangeBody) => apiRequest(emailChangeCall, { body });

/** The answer's token replaces the old one and the profile reloads with the new e-mail. */
export function useChangeEmail() {
  const applyToken = useApplyAuthToken();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (response) => applyToken(response.authToken),
  });
}
