// The daily invoice jobs: reminders to the dealer before and on the due date, and the sales team's
// list of overdue invoices. Each notification is sent once, however often a job runs in a day.
import {
  fill,
  formatAmount,
  formatCalendarDate,
  invoiceBalance,
  Money,
  reminderDates,
  reminderToday,
} from '@ibc/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { Notify } from '../../lib/notifications.ts';
import { dailyAtUtc, type ScheduledJob } from '../../lib/scheduled-jobs.ts';
import { createInvoicesRepository, type InvoiceFilter } from './invoices.repository.ts';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Open invoices with something left to pay. */
async function unpaidOpen(on: DbOrTx, filter: InvoiceFilter) {
  const rows = await createInvoicesRepository(on).list({ ...filter, open: true }, 100_000);
  return rows.filter((row) => new Money(invoiceBalance(row.total, row.paid)).gt(0));
}

export function createInvoiceJobs(deps: { notify: Notify; wakeMail: () => void }) {
  const { notify, wakeMail } = deps;

  const remindersJob: ScheduledJob = {
    name: 'invoice-reminders',
    next: dailyAtUtc(20), // 08:00/09:00 in New Zealand
    async run(jobDb, now) {
      const today = reminderToday(now);
      // Due dates within the next fortnight: a reminder 2 working days ahead is always inside it.
      const horizon = isoDay(new Date(now.getTime() + 14 * 86_400_000));
      const due = await unpaidOpen(jobDb, { dueFrom: today, dueTo: horizon });
      for (const row of due) {
        const { before, on } = reminderDates(row.dueDate);
        if (today !== before && today !== on) continue;
        const balance = `${row.currency} ${formatAmount(invoiceBalance(row.total, row.paid))}`;
        const facts = { number: row.number, date: formatCalendarDate(on), balance };
        const title =
          today === on
            ? fill(/*i18n*/ 'Invoice {number} is due today ({date}): {balance}', facts)
            : fill(/*i18n*/ 'Invoice {number} is due on {date}: {balance}', facts);
        await jobDb.transaction(async (tx) => {
          if (await createInvoicesRepository(tx).notified('invoice-due-soon', title)) return;
          await notify(
            tx,
            { companyId: row.companyId },
            {
              kind: 'invoice-due-soon',
              title,
              body: fill(
                /*i18n*/ 'Please pay by T/T quoting {number} as the reference, then record the payment with its proof.',
                { number: row.number },
              ),
              link: `/my-account/payment-collections`,
            },
          );
        });
      }
      wakeMail();
    },
  };

  const overdueJob: ScheduledJob = {
    name: 'invoices-overdue',
    next: dailyAtUtc(0), // 09:00 in Japan
    async run(jobDb, now) {
      const today = reminderToday(now);
      const overdue = await unpaidOpen(jobDb, { dueBefore: today });
      if (overdue.length === 0) return;
      const title = fill(/*i18n*/ 'Overdue invoices on {date}: {count}', {
        date: formatCalendarDate(today),
        count: overdue.length,
      });
      await jobDb.transaction(async (tx) => {
        if (await createInvoicesRepository(tx).notified('invoices-overdue', title)) return;
        await notify(
          tx,
          { staff: true },
          {
            kind: 'invoices-overdue',
            title,
            // One line per invoice, each a message of its own.
            body: overdue
              .map((row) =>
                fill(/*i18n*/ '{number} ({company}): {amount} due {date}', {
                  number: row.number,
                  company: row.companyName,
                  amount: `${row.currency} ${formatAmount(invoiceBalance(row.total, row.paid))}`,
                  date: formatCalendarDate(row.dueDate),
                }),
              )
              .join('\n'),
            link: '/admin/payments',
          },
        );
      });
      wakeMail();
    },
  };

  return { remindersJob, overdueJob };
}
