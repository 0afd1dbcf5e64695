import { saveBlob } from '@/lib/save-blob';

export const RECOVERY_CODES_FILE_NAME = 'ibc-recovery-codes.txt';

/** The text file of the recovery codes: what they are, then one code a line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    'IBC Japan recovery codes',
    'Use one when your passkey and authenticator app are out of reach. Each code works once.',
    '',
    ...codes,
    '',
  ].join('\n');
}

export function downloadRecoveryCodes(codes: readonly string[]): void {
  saveBlob(new Blob([recoveryCodesText(codes)], { type: 'text/plain' }), RECOVERY_CODES_FILE_NAME);
}
