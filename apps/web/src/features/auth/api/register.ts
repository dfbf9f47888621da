import { registerCall, type RegisterBody } from '@jackdaw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { currentLanguage } from '../../../shared/lib/i18n';
import { useApplyAuthToken } from './apply-auth-token';

export interface RegisterInput {
  body: RegisterBody;
  /** The referral code of the inviting player (query `r`). */
  referralCode?: string | null;
}

/** POST /auth/register?r=CODE; the welcome mail is written in the language the site is read in. */
export const register = ({ body, referralCode }: RegisterInput) =>
  apiRequest(registerCall, {
    body: { ...body, lang: currentLanguage() },
    query: { r: referralCode ?? undefined },
  });

export function useRegister() {
  const applyToken = useApplyAuthToken();
  return useMutation({
    mutationFn: register,
    onSuccess: (response) => applyToken(response.authToken),
  });
}
