// GET /api/admin/customers/export: the companies the list's filters find, every page, as a file.
import type { CustomerListItem, CustomerListQuery } from '@ibc/domain';
import { everyPage, type SheetColumn } from '../../lib/spreadsheet.ts';
import type { CustomersService } from './customers.service.ts';

export const CUSTOMER_SHEET_COLUMNS: readonly SheetColumn<CustomerListItem>[] = [
  { header: 'Company id', type: 'integer', value: (c) => c.id },
  { header: 'Company', value: (c) => c.name, width: 32 },
  { header: 'Country', value: (c) => c.countryName, width: 20 },
  { header: 'Status', value: (c) => c.status },
  { header: 'Users', type: 'integer', value: (c) => c.usersCount },
  { header: 'Signed up (UTC)', type: 'datetime', value: (c) => c.createdAt, width: 20 },
];

/** Every company of the filters, in the list's order. */
export function customerPages(
  customers: Pick<CustomersService, 'list'>,
  query: Omit<CustomerListQuery, 'page' | 'pageSize'>,
): AsyncGenerator<readonly CustomerListItem[]> {
  return everyPage((page) => customers.list({ ...query, ...page }));
}
