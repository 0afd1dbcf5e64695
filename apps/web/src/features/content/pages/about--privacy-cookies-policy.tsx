import { BulletSection, Lead, NextSteps, Section, TableSection } from '../components/content-blocks';

/** /about/privacy-cookies-policy */
export default function PrivacyCookiesPolicyPage() {
  return (
    <>
      <Lead>
        This policy explains what personal information IBC Japan Co., Ltd. collects through this site, why we
        use it and the cookies and browser storage the site relies on. It complements our general privacy
        policy.
      </Lead>
      <BulletSection
        title="Information we collect"
        items={[
          'Account details you give us: company name, contact name, e-mail addresses, phone, country and port.',
          'Records of your offers, enquiries, invoices and payments, kept for seven years as Japanese tax law requires.',
          'Technical data: IP address, browser type and the pages you visit, used to keep the site secure and working.',
        ]}
      />
      <TableSection
        title="Cookies and browser storage"
        caption="Cookies and storage used by this site"
        head={['Name', 'Purpose']}
        rows={[
          ['isAuthenticated (cookie)', 'Remembers that you are signed in'],
          ['XSRF-TOKEN (cookie)', 'Protects forms against cross-site request forgery'],
          ['Session token (storage)', 'Keeps you signed in between visits'],
          ['Announcement dates (storage)', 'Shows each notice at most once a day'],
          ['Visitor location (storage)', 'Pre-selects your country in the stock search'],
          ['Compare list (storage)', 'Keeps the vehicles you are comparing'],
        ]}
      >
        <p>
          These are all strictly necessary or functional. If a tag manager is enabled, it records page views
          without advertising cookies. You can clear the storage at any time in your browser settings.
        </p>
      </TableSection>
      <Section title="Your rights">
        <p>
          You can ask to see, correct or delete your personal information by writing to the sales e-mail on
          the contact page. We answer within 30 days. We do not sell personal information and share it only
          with shipping lines, inspection agencies and banks as needed to deliver your vehicles.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Privacy policy', '/privacy-policy'],
          ['Contact us', '/about/contact-us'],
        ]}
      />
    </>
  );
}
