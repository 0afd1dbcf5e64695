import { Link } from 'react-router';
import { Lead, NextSteps, Question, Section } from '../components/content-blocks';

/** /faq */
export default function FaqPage() {
  return (
    <>
      <Lead>
        Answers to the questions dealers ask us most about buying, paying, shipping and claims. If your
        question is not here, our sales team in Yokohama replies within one business day.
      </Lead>
      <Section title="Buying">
        <div className="space-y-2">
          <Question q="Why can't I see prices?">
            <p>
              Prices depend on your country, port and currency, so they are shown to signed-in dealers only.{' '}
              <Link to="/account/signup" className="text-brand-700 underline">
                Open an account
              </Link>
              ; it is free.
            </p>
          </Question>
          <Question q="How many vehicles can I compare?">
            <p>
              Up to four at a time. Add them from the search results and open the compare panel at the side of
              the page.
            </p>
          </Question>
          <Question q="Can I negotiate the price?">
            <p>
              Yes. Send an offer from any vehicle; your account manager answers within one Japanese business
              day.
            </p>
          </Question>
        </div>
      </Section>
      <Section title="Paying">
        <div className="space-y-2">
          <Question q="Which currencies can I pay in?">
            <p>
              JPY, NZD, AUD, USD, GBP and several African currencies, depending on the accounts opened for
              your company.
            </p>
          </Question>
          <Question q="When is payment due?">
            <p>
              Within five working days of the pro-forma invoice. New Zealand accounts are invoiced after
              vessel departure with collection dates based on a safe ETA.
            </p>
          </Question>
        </div>
      </Section>
      <Section title="Shipping and claims">
        <div className="space-y-2">
          <Question q="How long does shipping take?">
            <p>
              About 14 to 21 days to New Zealand and 25 to 35 days to Mombasa, plus 5 to 7 working days for
              export preparation.
            </p>
          </Question>
          <Question q="What if my vehicle arrives damaged?">
            <p>
              Note it on the delivery receipt, take photos and contact us within seven days. See the claims
              policy and maritime insurance pages.
            </p>
          </Question>
          <Question q="Do you ship in containers?">
            <p>
              Yes, 20-ft and 40-ft containers from Yokohama and Osaka, including 40-ft vanning of up to four
              cars.
            </p>
          </Question>
        </div>
      </Section>
      <NextSteps
        links={[
          ['Contact us', '/about/contact-us'],
          ['Purchasing process', '/stocks/purchasing-process'],
          ['Claims policy', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
