import { useMutation } from '@tanstack/react-query';
import type { EmailChecklistFormInput, MessageResponse } from '@ibc/domain';
import { apiFetch } from '@/lib/api-client';

// POST /api/vehicle-inquiry/send-email-checklist (our path; §2 names only the page /form/email-checklist-form).
export function sendEmailChecklist(body: EmailChecklistFormInput): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/vehicle-inquiry/send-email-checklist', {
    method: 'POST',
    body,
  });
}

export function useSendEmailChecklist() {
  return useMutation({ mutationFn: sendEmailChecklist });
}
