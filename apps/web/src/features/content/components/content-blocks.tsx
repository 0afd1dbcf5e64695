import { Clock, Mail, MapPin, Phone, Printer, type LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { NextSteps as SharedNextSteps } from '@/components/ui/next-steps';
import { headOffice } from '@/config/site';

// The note every page sets apart is the app's one callout.
export { Callout } from '@/components/ui/callout';

// Small building blocks every content page shares, so 40 pages read and look alike.

export function Lead({ children }: { children: ReactNode }) {
  return <p className="text-base text-slate-800">{children}</p>;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 pt-3">
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

export type StepList = ReadonlyArray<readonly [string, ReactNode]>;

/** A numbered process: each step a short bold name and a sentence or two. */
export function Steps({ steps }: { steps: StepList }) {
  return (
    <ol className="space-y-3">
      {steps.map(([name, text], i) => (
        <li key={name} className="flex gap-3">
          <span
            aria-hidden
            className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-900 text-xs font-bold text-white tabular-nums"
          >
            {i + 1}
          </span>
          <div>
            <p className="font-semibold text-brand-900">{name}</p>
            <p className="text-slate-700">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function Bullets({ items }: { items: ReadonlyArray<ReactNode> }) {
  return (
    <ul className="list-disc space-y-1.5 ps-5 marker:text-brand-400">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export interface FactTableProps {
  caption: string;
  head: readonly [string, string] | readonly [string, string, string];
  rows: ReadonlyArray<ReadonlyArray<ReactNode>>;
}

/** Two-column facts (label / value), values at the line's end (text-end: right, or left in Arabic). */
export function FactTable({ caption, head, rows }: FactTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i > 0 ? 'px-3 py-2 text-end' : 'px-3 py-2'}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-3 py-2 font-medium text-slate-800">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-3 py-2 text-end tabular-nums text-slate-700">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Internal next steps at the foot of a page. */
export function NextSteps({ links }: { links: ReadonlyArray<readonly [string, string]> }) {
  return <SharedNextSteps links={links} className="pt-4" />;
}

/** A question and its answer (FAQ and policy pages): native details, keyboard and screen-reader friendly. */
export function Question({ q, children }: { q: string; children: ReactNode }) {
  return (
    <details className="group rounded-lg border border-slate-200 bg-white px-4 py-3 open:shadow-sm">
      <summary className="cursor-pointer font-semibold text-brand-900 marker:text-brand-400">{q}</summary>
      <div className="mt-2 space-y-2 text-slate-700">{children}</div>
    </details>
  );
}

/** A titled group of questions, each answer a paragraph. */
export function QuestionSection({
  title,
  questions,
}: {
  title: string;
  questions: ReadonlyArray<readonly [string, ReactNode]>;
}) {
  return (
    <Section title={title}>
      <div className="space-y-2">
        {questions.map(([q, answer]) => (
          <Question key={q} q={q}>
            <p>{answer}</p>
          </Question>
        ))}
      </div>
    </Section>
  );
}

interface ContactItem {
  icon: LucideIcon;
  /** Read by screen readers only; the icon stands for it on screen. */
  label: string;
  value: ReactNode;
  valueClassName?: string;
}

/** Ways to reach us: icon, hidden label and value in a description list. */
function ContactList({ items }: { items: ReadonlyArray<ContactItem> }) {
  return (
    <dl className="space-y-2">
      {items.map(({ icon: Icon, label, value, valueClassName }) => (
        <div key={label} className="flex gap-3">
          <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-500" />
          <dt className="sr-only">{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The words of the head-office card, in the page's language. */
export interface HeadOfficeWords {
  heading: string;
  salesEmail: string;
  phone: string;
  /** Written before the number ('Phone', 'Tel.'). */
  phonePrefix: string;
  fax: string;
  hours: string;
  hoursText: string;
}

/**
 * The head office: postal address, sales e-mail, phone, fax and opening hours. Names, the address
 * and numbers are isolated (<bdi>): in a page written right to left, '+81 45 …' would otherwise read
 * its groups backwards and 'Co., Ltd.' lose its full stop to the line's start.
 */
export function HeadOfficeCard({ words }: { words: HeadOfficeWords }) {
  const items: ContactItem[] = [
    {
      icon: Mail,
      label: words.salesEmail,
      value: (
        <a href={`mailto:${headOffice.salesEmail}`} className="font-semibold text-brand-700 underline">
          {headOffice.salesEmail}
        </a>
      ),
    },
    {
      icon: Phone,
      label: words.phone,
      value: (
        <a href={`tel:${headOffice.phone.replaceAll(' ', '')}`} className="tabular-nums">
          {words.phonePrefix} <bdi>{headOffice.phone}</bdi>
        </a>
      ),
    },
    {
      icon: Printer,
      label: words.fax,
      value: (
        <>
          {words.fax} <bdi>{headOffice.fax}</bdi>
        </>
      ),
      valueClassName: 'tabular-nums',
    },
    { icon: Clock, label: words.hours, value: words.hoursText },
  ];
  return (
    <section
      aria-labelledby="head-office"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2"
    >
      <h2 id="head-office" className="text-lg font-semibold text-brand-900 sm:col-span-2">
        {words.heading}
      </h2>
      <address className="flex gap-3 not-italic">
        <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-500" />
        <span>
          <bdi className="block font-semibold text-slate-900">{headOffice.company}</bdi>
          {headOffice.addressLines.map((line) => (
            <bdi key={line} className="block">
              {line}
            </bdi>
          ))}
        </span>
      </address>
      <ContactList items={items} />
    </section>
  );
}

/** Dated notices, newest first: the date, a title and a sentence or two each. */
export function DatedList({ items }: { items: ReadonlyArray<readonly [string, string, string]> }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map(([date, title, text]) => (
        <li key={title} className="p-4">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{date}</p>
          <h3 className="font-semibold text-brand-900">{title}</h3>
          <p className="text-sm text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The questions of a FAQ, grouped under their headings. */
export type FaqGroups = ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, ReactNode]>]>;

/** A Section whose first block is `Block`, built from the block's own props plus a title; any children follow it. */
function sectionLedBy<P extends object>(Block: ComponentType<P>) {
  return function LedSection({ title, children, ...block }: P & { title: string; children?: ReactNode }) {
    return (
      <Section title={title}>
        <Block {...(block as P)} />
        {children}
      </Section>
    );
  };
}

/** A titled fact table (the commonest section on content pages). */
export const TableSection = sectionLedBy(FactTable);
/** A titled bullet list. */
export const BulletSection = sectionLedBy(Bullets);
/** A titled numbered process. */
export const StepsSection = sectionLedBy(Steps);
