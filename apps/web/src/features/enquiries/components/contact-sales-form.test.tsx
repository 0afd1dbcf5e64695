import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render';
import { ContactSalesForm } from './contact-sales-form';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("a bad e-mail is red and nothing is sent; a good one shows 'Email Sent'", async () => {
    fetchMock.mockResolvedValue(json(200, { message: 'Email Sent' }));
    renderWithRouter(<ContactSalesForm />);
    await fill('not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Name/).getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/Email/));
    await userEvent.type(screen.getByLabelText(/Email/), 'aroha@dealer.example');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect((await screen.findByRole('status')).textContent).toContain('Email Sent');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/vehicle-inquiry/send-email-inquiry-to-sales-team');
    expect(JSON.parse(init!.body as string)).toEqual({
      sender: 'Aroha',
      senderEmailAddress: 'aroha@dealer.example',
      body: 'Looking for a Hilux',
      website: '',
    });
  });

  test('shows the server error in red above the form', async () => {
    fetchMock.mockResolvedValue(
      json(429, {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many attempts. Please try again in 5 minutes.',
      }),
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
