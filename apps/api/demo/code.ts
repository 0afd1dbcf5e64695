// `npm run demo:code`: the demo staff's current sign-in code, for a newcomer without an
// authenticator app (README). The secret is the seed's; a code works once, so a second sign-in
// within the same 30 seconds waits for the next one.
import { Secret, TOTP } from 'otpauth';
import { DEMO_ACCOUNTS, DEMO_STAFF_TOTP_SECRET } from './seed.ts';

const totp = new TOTP({ secret: Secret.fromBase32(DEMO_STAFF_TOTP_SECRET), digits: 6, period: 30 });
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(totp.generate());
console.error(
  `The code of ${DEMO_ACCOUNTS.staff} and ${DEMO_ACCOUNTS.admin}, valid for ${secondsLeft} more seconds (and the 30 after).`,
);
