import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  offerPayloadSchema,
  sendOfferFlags,
  type OfferPayloadInput,
  type SendOfferResponse,
} from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';
import { myOffersQueryKey } from './get-my-offers';

// §7 POST /vehicle-auction/send-offer?isNZICP=&isDduStock= (flags from the tab); the Idempotency-Key
// makes a double click or a retry after a lost answer create one offer, not two.
export interface SendOfferInput {
  payload: OfferPayloadInput;
  idempotencyKey: string;
}

export function sendOffer({ payload, idempotencyKey }: SendOfferInput): Promise<SendOfferResponse> {
  const flags = sendOfferFlags(payload.tab);
  return apiFetch<SendOfferResponse>('/vehicle-auction/send-offer', {
    method: 'POST',
    query: { isNZICP: flags.isNZICP, isDduStock: flags.isDduStock },
    // The same zod schema the API validates with (one offer schema for modal and API).
    body: offerPayloadSchema.parse(payload),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useSendOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOffersQueryKey }),
  });
}
