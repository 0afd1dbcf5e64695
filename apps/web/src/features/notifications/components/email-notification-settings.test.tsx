import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { EmailNotificationSettings } from './email-notification-settings';

test('the dealer turns one kind of notification e-mail off and saves', async () => {
  const kinds = [
    { kind: 'offer-countered', label: 'The sales team countered your offer', email: true },
    { kind: 'payment-confirmed', label: 'Your payment was confirmed', email: true },
  ];
  let sent: unknown = null;
  server.use(
    http.get('/api/notifications/email-settings', () => HttpResponse.json({ kinds })),
    http.put('/api/notifications/email-settings', async ({ request }) => {
      sent = await request.json();
      const on = (sent as { email: string[] }).email;
      return HttpResponse.json({ kinds: kinds.map((k) => ({ ...k, email: on.includes(k.kind) })) });
    }),
  );
  renderWithRouter(<EmailNotificationSettings />);
  const box = await screen.findByRole('checkbox', { name: 'Your payment was confirmed' });
  const save = screen.getByRole('button', { name: 'Save e-mail choices' });
  expect((save as HTMLButtonElement).disabled).toBe(true);
  await userEvent.click(box);
  await userEvent.click(save);
  expect(await screen.findByText('Your e-mail choices have been saved.')).toBeInTheDocument();
  expect(sent).toEqual({ email: ['offer-countered'] });
  expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Your payment was confirmed' }).checked).toBe(
    false,
  );
});
