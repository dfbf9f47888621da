import { recoveryCall, type RecoveryBody } from '@jackdaw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';
import { currentLanguage } from '../../../shared/lib/i18n';

/**
 * POST /auth/password/email: mails a recovery link. The answer is the same whether or not the
 * address has an account.
 */
export const requestRecovery = (body: Omit<RecoveryBody, 'lang'>) =>
  apiRequest(recoveryCall, {
    // The mail is written in the language the player reads the site in.
    body: { ...body, lang: currentLanguage() },
  });

export const useRequestRecovery = () => useMutation({ mutationFn: requestRecovery });
