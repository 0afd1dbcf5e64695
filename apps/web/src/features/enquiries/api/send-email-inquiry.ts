import { useMutation } from '@tanstack/react-query';
import type { EmailInquiryInput, MessageResponse } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// §7 POST /vehicle-inquiry/send-email-inquiry-to-sales-team, body { sender, senderEmailAddress, body }.
export function sendEmailInquiry(body: EmailInquiryInput): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/vehicle-inquiry/send-email-inquiry-to-sales-team', {
    method: 'POST',
    body,
  });
}

export function useSendEmailInquiry() {
  return useMutation({ mutationFn: sendEmailInquiry });
}
