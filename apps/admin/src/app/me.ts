import { staffMeCall, type StaffPermission } from '@jackdaw/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useToken } from '../api/session';

export const meQueryKey = ['admin', 'me'] as const;

/** The signed-in staff member, their role and permissions (`GET /api/v1/admin/me`). */
export function useMe() {
  const token = useToken();
  return useQuery({
    queryKey: [...meQueryKey, token],
    queryFn: ({ signal }) => api(staffMeCall, { signal }),
    enabled: token !== null,
    staleTime: Infinity,
    // Refetching would count as activity and keep an idle session alive.
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Whether the signed-in member's role has `permission` (pages hide what the role cannot do). */
export function useCan(permission: StaffPermission): boolean {
  const { data } = useMe();
  return data?.permissions.includes(permission) ?? false;
}
