import { loginCall, type LoginBody } from '@jackdaw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { useApplyAuthToken } from './apply-auth-token';

/** POST /auth/login. Refusals: AUTH.INVALID_CREDENTIALS, AUTH.TOO_MANY_ATTEMPTS, USER.BANNED. */
export const login = (body: LoginBody) => apiRequest(loginCall, { body });

export function useLogin() {
  const applyToken = useApplyAuthToken();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => applyToken(response.authToken),
  });
}
