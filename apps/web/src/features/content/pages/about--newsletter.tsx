import { BulletSection, Lead, NextSteps, Section } from '../components/content-blocks';
import { externalSites } from '@/config/site';

/** /about/newsletter */
export default function NewsletterPage() {
  return (
    <>
      <Lead>
        The IBC Japan newsletter goes out twice a month with the information dealers plan their buying around:
        vessel schedules, auction closures, forex movements and the models selling fastest in your market.
      </Lead>
      <BulletSection
        title="What you will receive"
        items={[
          'Shipping schedules for New Zealand, Australia, East Africa and the UK, with cut-off dates.',
          'Holiday notices such as Golden Week, obon and New Year auction closures, sent a month ahead.',
          'A market update with registration figures and the top makes and models imported.',
          'New-arrival highlights and Buy More Save More offers for the month.',
        ]}
      />
      <Section title="Subscribe">
        <p>
          Subscribe on our newsletter site with your e-mail address and market. You can choose the markets you
          want news for and unsubscribe at any time with the link at the foot of every issue. We never share
          your address with third parties.
        </p>
        <p>
          <a
            href={externalSites.newsletter}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            Subscribe to the newsletter (opens in a new tab)
          </a>
        </p>
      </Section>
      <NextSteps
        links={[
          ['News bulletin', '/about/news-bulletin'],
          ['Contact us', '/about/contact-us'],
        ]}
      />
    </>
  );
}
