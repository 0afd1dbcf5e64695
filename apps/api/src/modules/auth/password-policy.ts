// Refuses passwords that are among the most common or follow a guessable pattern (issue 5; NIST
// SP 800-63B 5.1.1.2 "compare against a list of commonly used passwords"). Length is checked by
// the shared schema (newPasswordSchema); this adds what needs the list.
import { readFileSync } from 'node:fs';

const listFile = new URL('./common-passwords.txt', import.meta.url);

let commonPasswords: Set<string> | undefined;

function list(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return commonPasswords;
}

const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890123456789',
  '98765432109876543210',
  'qwertyuiopasdfghjklzxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'zyxwvutsrqponmlkjihgfedcba',
];

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

const stripEnds = (text: string) => text.replace(/^[^a-z]+|[^a-z]+$/g, '');

export interface PasswordContext {
  /** Sign-in e-mail, company and contact name: a password built on them is easy to guess. */
  words?: string[];
}

/** True when the password is common, a simple variation of a common word, or a pattern. */
export function isWeakPassword(password: string, context: PasswordContext = {}): boolean {
  const lower = password.toLowerCase();
  const compact = lower.replace(/\s+/g, '');
  const common = list();
  const deLeet = (text: string) => [...text].map((c) => LEET[c] ?? c).join('');
  const candidates = [
    compact,
    stripEnds(compact),
    deLeet(compact),
    deLeet(stripEnds(compact)),
    stripEnds(deLeet(compact)),
  ];
  if (candidates.some((c) => c.length > 0 && common.has(c))) return true;
  // The same short unit repeated ('abcabcabcabc', 'aaaaaaaaaaaa', 'passwordpassword').
  if (/^(.{1,8})\1+$/.test(compact)) return true;
  if (SEQUENCES.some((s) => s.includes(compact))) return true;
  const letters = (text: string) => text.replace(/[^a-z]/g, '');
  const core = letters(deLeet(stripEnds(compact)));
  for (const word of context.words ?? []) {
    const w = letters(word.toLowerCase().split('@')[0]!);
    if (w.length >= 4 && core === w) return true;
  }
  return false;
}
