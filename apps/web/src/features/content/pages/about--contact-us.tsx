import { HeadOfficeCard, Lead, NextSteps, Section } from '../components/content-blocks';

/** /about/contact-us: the head-office block (§1 postal address, sales e-mail, phone, fax). */
export default function ContactUsPage() {
  return (
    <>
      <Lead>
        Our sales team in Yokohama answers e-mail, phone and messaging enquiries from Monday to Friday, 9:00
        to 18:00 Japan time. Registered dealers can also reach their account manager directly from the account
        area.
      </Lead>
      <HeadOfficeCard
        words={{
          heading: 'Head office',
          salesEmail: 'Sales e-mail',
          phone: 'Phone',
          phonePrefix: 'Phone',
          fax: 'Fax',
          hours: 'Opening hours',
          hoursText: 'Mon – Fri, 9:00 – 18:00 JST (closed on Japanese public holidays)',
        }}
      />
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
