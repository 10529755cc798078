// The signed-in staff member: one query every staff screen shares.
import { useQuery } from '@tanstack/react-query';
import { staffApi } from './staff-api';

export const ME_KEY = ['staff', 'me'] as const;

export function useStaffMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: staffApi.me, retry: false, staleTime: 60_000 });
}
