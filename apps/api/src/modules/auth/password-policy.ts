// Refuses passwords that are among the most common or follow a guessable pattern (NIST
// SP 800-63B 5.1.1.2 "compare against a list of commonly used passwords"). Length is checked by
// the shared schema (newPasswordSchema); the strength estimate is zxcvbn-ts with its common and
// English dictionaries (leet variants, keyboard walks, sequences, repeats and dates included).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** zxcvbn's score runs 0..4; 3 is "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

export interface PasswordContext {
  /** Sign-in e-mail, company and contact name: a password built on them is easy to guess. */
  words?: string[];
}

/** True when the password is common, a simple variation of a common word, or a pattern. */
export function isWeakPassword(password: string, context: PasswordContext = {}): boolean {
  const userInputs = (context.words ?? []).flatMap((word) => {
    const local = word.toLowerCase().split('@', 1)[0] ?? '';
    // 'Kiwi Motors' is also guessed as 'kiwimotors'; 'aroha.smith@…' as 'aroha.smith', 'aroha', 'smith'.
    return [local, local.replace(/[^a-z]/g, ''), ...local.split(/[^a-z0-9]+/)].filter(
      (input) => input.length >= 3,
    );
  });
  return zxcvbn().check(password, userInputs).score < MIN_PASSWORD_SCORE;
}
