import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForexRate, ForexRateInput } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { forexAdminQueryKey } from './get-forex-rates';

// POST /api/admin/forex: a new rate, in force from effectiveFrom (now when left out).
export function addForexRate(input: ForexRateInput): Promise<ForexRate> {
  return apiFetch<ForexRate>('/admin/forex', { method: 'POST', body: input });
}

export function useAddForexRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addForexRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forexAdminQueryKey }),
  });
}
