import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KapEnquiryRequest, MessageResponse } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { myOffersQueryKey } from './get-my-offers';

// §7 POST /vehicle-auction/send-email-kap-enquiry: "used instead of an offer when the price text is 'NZD 0'".
export function sendKapEnquiry(body: KapEnquiryRequest): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/vehicle-auction/send-email-kap-enquiry', {
    method: 'POST',
    body,
  });
}

export function useSendKapEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendKapEnquiry,
    // The enquiry is listed in My offer history: a list fetched earlier is out of date.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOffersQueryKey }),
  });
}
