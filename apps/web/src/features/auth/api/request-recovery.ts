import { recoveryResponseSchema } from '@jackdaw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/**
 * POST /auth/password/email: mails a recovery link. The answer is the same whether or not the
 * address has an account.
 */
export const requestRecovery = (body: { email: string }) =>
  apiRequest('/auth/password/email', recoveryResponseSchema, { method: 'POST', body });

export const useRequestRecovery = () => useMutation({ mutationFn: requestRecovery });
