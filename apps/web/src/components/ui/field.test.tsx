import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CONTACT_MESSAGES, fill } from '@ibc/domain';
import { i18n, loadMessages } from '@/lib/i18n';
import { Field } from './field';
import { Input } from './input';

test("a field says the shared schema's message in the page's language, and the API's as it came", async () => {
  try {
    i18n.loadAndActivate({ locale: 'ja', messages: await loadMessages('ja') });
    const { rerender } = render(
      <Field label="E-mail" error={CONTACT_MESSAGES.emailInvalid}>
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      '有効なメールアドレスを入力してください。',
    );
    // A message with a value: its template is translated, the value kept.
    rerender(
      <Field label="E-mail" error={fill('At most {max} characters.', { max: 2000 })}>
        <Input />
      </Field>,
    );
    expect(screen.getByText('2000文字以内で入力してください。')).toBeInTheDocument();
    // The API answers in the page's language already: its words are shown as they are.
    rerender(
      <Field label="E-mail" error="このメールアドレスは既に登録されています。">
        <Input />
      </Field>,
    );
    expect(screen.getByText('このメールアドレスは既に登録されています。')).toBeInTheDocument();
  } finally {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  }
});
