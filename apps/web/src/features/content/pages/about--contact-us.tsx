import { Clock, Mail, MapPin, Phone, Printer } from 'lucide-react';
import { headOffice } from '@/config/site';
import { ContactList, Lead, NextSteps, Section, type ContactItem } from '../components/content-blocks';

const contactItems: ContactItem[] = [
  {
    icon: Mail,
    label: 'Sales e-mail',
    value: (
      <a href={`mailto:${headOffice.salesEmail}`} className="font-semibold text-brand-700 underline">
        {headOffice.salesEmail}
      </a>
    ),
  },
  {
    icon: Phone,
    label: 'Phone',
    value: (
      <a href={`tel:${headOffice.phone.replaceAll(' ', '')}`} className="tabular-nums">
        Phone {headOffice.phone}
      </a>
    ),
  },
  { icon: Printer, label: 'Fax', value: `Fax ${headOffice.fax}`, valueClassName: 'tabular-nums' },
  {
    icon: Clock,
    label: 'Opening hours',
    value: 'Mon – Fri, 9:00 – 18:00 JST (closed on Japanese public holidays)',
  },
];

/** /about/contact-us: the head-office block (§1 postal address, sales e-mail, phone, fax). */
export default function ContactUsPage() {
  return (
    <>
      <Lead>
        Our sales team in Yokohama answers e-mail, phone and messaging enquiries from Monday to Friday, 9:00
        to 18:00 Japan time. Registered dealers can also reach their account manager directly from the account
        area.
      </Lead>
      <section
        aria-labelledby="head-office"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2"
      >
        <h2 id="head-office" className="text-lg font-semibold text-brand-900 sm:col-span-2">
          Head office
        </h2>
        <address className="flex gap-3 not-italic">
          <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-500" />
          <span>
            <span className="block font-semibold text-slate-900">{headOffice.company}</span>
            {headOffice.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </span>
        </address>
        <ContactList items={contactItems} />
      </section>
      <Section title="Which team to contact">
        <p>
          For stock, offers and shipping, write to the sales e-mail above and include your customer code if
          you have one. For invoices and payments, reply to the e-mail your invoice came with so it reaches
          the accounts team. Visitors can also send us a message from the foot of the search page; we reply
          within one business day.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Search stock', '/search'],
          ['Global network', '/about/global-network'],
          ['FAQ', '/faq'],
        ]}
      />
    </>
  );
}
