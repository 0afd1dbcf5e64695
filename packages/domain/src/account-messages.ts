// The accounts' words (sign-in, sign-up, review), without the schema library: pages that only show a
// message load them alone; the schemas that use them are in contracts/accounts.ts.

/** §2 Switch-account pop-up: the forex line of the JPY account. */
export const JPY_FOREX_NOTE = 'Forex is applicable to non JPY account only';
/** Rates are what prices are made of: a company under review sees neither (the API sends forex: null). */
export const FOREX_AFTER_APPROVAL_NOTE = /*i18n*/ 'Rates show once your account is approved.';

export const ACCOUNT_MESSAGES = {
  emailRequired: /*i18n*/ 'Please enter your e-mail address.',
  emailInvalid: /*i18n*/ 'Please enter a valid e-mail address.',
  emailsRequired: /*i18n*/ 'Please enter at least one e-mail address.',
  emailsTooMany: /*i18n*/ 'Please enter at most 5 e-mail addresses.',
  emailsDuplicate: /*i18n*/ 'Each e-mail address may appear only once.',
  passwordRequired: /*i18n*/ 'Please enter your password.',
  passwordTooShort: /*i18n*/ 'Use at least 12 characters.',
  passwordTooLong: /*i18n*/ 'Use at most 128 characters.',
  passwordTooCommon: /*i18n*/ 'This password is too common. Please choose one that is harder to guess.',
  passwordsDiffer: /*i18n*/ 'The passwords do not match.',
  companyRequired: /*i18n*/ 'Please enter your company name.',
  contactRequired: /*i18n*/ 'Please enter a contact name.',
  countryRequired: /*i18n*/ 'Please choose your country.',
  phoneRequired: /*i18n*/ 'Please enter a phone number.',
  phoneInvalid: /*i18n*/ 'Please enter a valid phone number.',
  tooLong: /*i18n*/ 'This is too long.',
  invalidCredentials: /*i18n*/ 'The e-mail address or password is incorrect.',
  emailTaken:
    /*i18n*/ 'An account with this e-mail address already exists. Please log in or reset your password.',
  resetSent:
    /*i18n*/ 'If an account exists for this address, we have sent it a link to choose a new password.',
  resetLinkInvalid: /*i18n*/ 'This link is invalid or has expired. Please ask for a new one.',
  // The review time promised ('usually within one business day', docs/architecture.md, accounts) is
  // written out in these two messages: a sentence is translated whole. A business day is Monday to
  // Friday in Japan.
  signupDone:
    /*i18n*/ 'Your account has been created. We have sent you an e-mail to confirm your address. Our sales team reviews every new account, usually within one business day; you will see prices as soon as yours is approved.',
  /** A new company waits for the sales team before it sees prices. */
  accountPending:
    /*i18n*/ 'Your account is waiting for approval by our sales team, usually within one business day (Monday to Friday, Japan time). Until then you can browse the stock without prices.',
  accountRejected:
    /*i18n*/ 'Your account application was not approved. Please contact our sales team if you think this is a mistake.',
  notificationEmailConfirmed:
    /*i18n*/ 'Thank you, this address will now receive the notifications of the account.',
} as const;
