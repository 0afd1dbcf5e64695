import { BulletSection, Lead, NextSteps, Section } from '../components/content-blocks';

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  return (
    <>
      <Lead>
        IBC Japan Co., Ltd. respects your privacy and handles personal information in line with Japan's Act on
        the Protection of Personal Information and the privacy laws of the markets we sell to, including the
        New Zealand Privacy Act 2020.
      </Lead>
      <BulletSection
        title="Why we collect information"
        items={[
          'To open and manage your dealer account and verify your business.',
          'To answer your offers and enquiries and send invoices, documents and shipping notices.',
          'To meet export, customs and tax obligations in Japan and your country.',
          'To keep the site secure, detect fraud and improve our service.',
        ]}
      />
      <Section title="Who we share it with">
        <p>
          We share information only with the companies that help us deliver your vehicles: shipping lines,
          inspection agencies, customs brokers, banks and payment providers, and the companies of our group.
          Each receives only what it needs. We do not sell personal information or use it for third-party
          advertising.
        </p>
      </Section>
      <Section title="Keeping and protecting it">
        <p>
          Account and transaction records are kept for seven years after your last purchase, then deleted.
          Passwords are stored only as salted hashes, connections to the site are encrypted, and staff access
          is limited to those who need it. Write to the sales e-mail on our contact page to see, correct or
          delete your information.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Privacy and cookies policy', '/about/privacy-cookies-policy'],
          ['Contact us', '/about/contact-us'],
        ]}
      />
    </>
  );
}
