import { expect, test } from 'vitest';
import { z } from 'zod';
import { emailsTextField, schemaErrors, schemaResolver } from './schema-resolver';

const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  emails: z.array(z.email('Not an e-mail')),
});
interface Values {
  name: string;
  emailsText: string;
}
const resolver = schemaResolver<Values, z.infer<typeof schema>>(
  (values) => schema.safeParse({ name: values.name, emails: values.emailsText.split('\n') }),
  emailsTextField,
);
const resolve = (values: Values) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

test("valid values are the request; a list's messages go to the box it is typed in", async () => {
  expect(await resolve({ name: 'Kiwi Motors', emailsText: 'a@b.nz' })).toEqual({
    values: { name: 'Kiwi Motors', emails: ['a@b.nz'] },
    errors: {},
  });
  const { errors } = await resolve({ name: '', emailsText: 'a@b.nz\nnot one\nnor this' });
  expect(errors).toEqual({
    name: { type: 'too_small', message: 'Name is required' },
    emailsText: { type: 'invalid_format', message: 'Not an e-mail' },
  });
});

test('each field shows its first message', () => {
  const issues = [
    { path: ['rate'], code: 'custom', message: 'first' },
    { path: ['rate'], code: 'custom', message: 'second' },
  ];
  expect(schemaErrors(issues)).toEqual({ rate: { type: 'custom', message: 'first' } });
});
