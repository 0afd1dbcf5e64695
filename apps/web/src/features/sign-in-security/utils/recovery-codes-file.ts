import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { saveBlob } from '@/lib/save-blob';

export const RECOVERY_CODES_FILE_NAME = 'ibc-recovery-codes.txt';

/** The text file of the recovery codes: what they are, then one code a line. */
export function recoveryCodesText(i18n: I18n, codes: readonly string[]): string {
  return [
    i18n._(msg`IBC Japan recovery codes`),
    i18n._(msg`Use one when your passkey and authenticator app are out of reach. Each code works once.`),
    '',
    ...codes,
    '',
  ].join('\n');
}

export function downloadRecoveryCodes(i18n: I18n, codes: readonly string[]): void {
  saveBlob(new Blob([recoveryCodesText(i18n, codes)], { type: 'text/plain' }), RECOVERY_CODES_FILE_NAME);
}
