// Words several e-mails share, in the recipient's language: one message each, so a greeting or a
// subject reads the same in every e-mail that has one.
import { msg } from '@lingui/core/runtime-macro';
import type { Translator } from '../../../lib/i18n.ts';

/** 'Hello Aroha,' or, for a person whose name is not known, 'Hello there,'. */
export function hello(contact: string | null, { t }: Translator): string {
  return contact ? t(msg`Hello ${{ contact }},`) : t(msg({ message: 'Hello there,' }));
}

/** The subject of a notice: the site's name, then what it says. */
export function noticeSubject(title: string, { t }: Translator): string {
  return t(msg`IBC Japan: ${{ title }}`);
}
