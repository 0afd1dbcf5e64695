import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { server } from '@/testing/msw';
import { renderWithRouter } from '@/testing/render';
import { ContactSalesForm } from './contact-sales-form';

/** What the form sent to §7 send-email-inquiry-to-sales-team, answered with `body` and `status`. */
let sent: unknown[] = [];
function answer(body: Record<string, unknown>, status = 200) {
  server.use(
    http.post('/api/vehicle-inquiry/send-email-inquiry-to-sales-team', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
}

beforeEach(() => {
  sent = [];
  answer({ message: 'Email Sent' });
});

async function fill(email: string) {
  await userEvent.type(screen.getByLabelText(/Name/), 'Aroha');
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/Message/), 'Looking for a Hilux');
}

describe('ContactSalesForm', () => {
  test('marks every field when submitted empty and sends nothing', async () => {
    renderWithRouter(<ContactSalesForm />);
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(screen.getByLabelText(/Name/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Message/).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  test("a bad e-mail is red and nothing is sent; a good one shows 'Email Sent'", async () => {
    renderWithRouter(<ContactSalesForm />);
    await fill('not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Name/).getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/Email/));
    await userEvent.type(screen.getByLabelText(/Email/), 'aroha@dealer.example');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect((await screen.findByRole('status')).textContent).toContain('Email Sent');
    expect(sent).toEqual([
      {
        sender: 'Aroha',
        senderEmailAddress: 'aroha@dealer.example',
        body: 'Looking for a Hilux',
        website: '',
      },
    ]);
  });

  test('shows the server error in red above the form', async () => {
    answer(
      {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many attempts. Please try again in 5 minutes.',
      },
      429,
    );
    renderWithRouter(<ContactSalesForm />);
    await fill('aroha@dealer.example');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please try again in 5 minutes.',
    );
    expect(screen.getByLabelText(/Message/)).toHaveProperty('value', 'Looking for a Hilux');
  });
});
