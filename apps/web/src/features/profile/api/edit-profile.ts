import {
  profileEditCall,
  type ProfileEditBody,
  type UserProfileResponse,
} from '@jackdaw/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** POST /users/profile/edit: identity details and the one-click deposit setting. */
export const editProfile = (body: ProfileEditBody) => apiRequest(profileEditCall, { body });

/** The answer's details show at once; the profile then reloads from the server. */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfile,
    onSuccess: async ({ personal }) => {
      // Only the profile's answers: the overview's queries share its key (overview-query-key.ts).
      queryClient.setQueriesData<UserProfileResponse>({ queryKey: ['users', 'profile'] }, (old) =>
        old && 'user' in old ? { ...old, user: { ...old.user, personal } } : old,
      );
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
