// The company behind the site: the head office the contact page, the footer and the invoices' letterhead
// show, and the one bank account dealers pay by T/T. Change them here only.

export const HEAD_OFFICE = {
  company: 'IBC Japan Co., Ltd.',
  addressLines: [
    'Yokohama Landmark Tower 21F',
    '2-2-1 Minatomirai, Nishi-ku',
    'Yokohama, Kanagawa 220-8121, Japan',
  ],
  salesEmail: 'sales@ibc-japan.example',
  phone: '+81 45 222 0000',
  fax: '+81 45 222 0001',
} as const;

/** Where dealers send telegraphic transfers (T/T): printed on every invoice and on Payment collections. */
export const BANK_DETAILS = {
  beneficiary: 'IBC Japan Co., Ltd.',
  bank: 'MUFG Bank, Ltd., Yokohama Branch',
  bankAddress: '3-1 Minatomirai 3-chome, Nishi-ku, Yokohama 220-0012, Japan',
  swift: 'BOTKJPJT',
  account: '251-0123456 (multi-currency account: JPY, NZD, USD, AUD)',
} as const;
