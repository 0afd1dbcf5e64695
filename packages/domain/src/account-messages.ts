// The accounts' words (sign-in, sign-up, review), without the schema library: pages that only show a
// message load them alone; the schemas that use them are in contracts/accounts.ts.

/** §2 Switch-account pop-up: the forex line of the JPY account. */
export const JPY_FOREX_NOTE = 'Forex is applicable to non JPY account only';
/** Rates are what prices are made of: a company under review sees neither (the API sends forex: null). */
export const FOREX_AFTER_APPROVAL_NOTE = 'Rates show once your account is approved.';

/**
 * How long the sales team takes to review a new account: what a waiting dealer is promised, in one
 * place (docs/architecture.md, accounts). A business day is Monday to Friday in Japan.
 */
export const ACCOUNT_REVIEW_TIME = 'usually within one business day';

export const ACCOUNT_MESSAGES = {
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  emailsRequired: 'Please enter at least one e-mail address.',
  emailsTooMany: 'Please enter at most 5 e-mail addresses.',
  emailsDuplicate: 'Each e-mail address may appear only once.',
  passwordRequired: 'Please enter your password.',
  passwordTooShort: 'Use at least 12 characters.',
  passwordTooLong: 'Use at most 128 characters.',
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  passwordsDiffer: 'The passwords do not match.',
  companyRequired: 'Please enter your company name.',
  contactRequired: 'Please enter a contact name.',
  countryRequired: 'Please choose your country.',
  phoneRequired: 'Please enter a phone number.',
  phoneInvalid: 'Please enter a valid phone number.',
  tooLong: 'This is too long.',
  invalidCredentials: 'The e-mail address or password is incorrect.',
  emailTaken: 'An account with this e-mail address already exists. Please log in or reset your password.',
  resetSent: 'If an account exists for this address, we have sent it a link to choose a new password.',
  resetLinkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  signupDone: `Your account has been created. We have sent you an e-mail to confirm your address. Our sales team reviews every new account, ${ACCOUNT_REVIEW_TIME}; you will see prices as soon as yours is approved.`,
  /** A new company waits for the sales team before it sees prices. */
  accountPending: `Your account is waiting for approval by our sales team, ${ACCOUNT_REVIEW_TIME} (Monday to Friday, Japan time). Until then you can browse the stock without prices.`,
  accountRejected:
    'Your account application was not approved. Please contact our sales team if you think this is a mistake.',
  notificationEmailConfirmed: 'Thank you, this address will now receive the notifications of the account.',
} as const;
