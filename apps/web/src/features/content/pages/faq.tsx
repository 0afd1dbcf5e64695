import { Link } from 'react-router';
import { Lead, NextSteps, QuestionSection, type FaqGroups } from '../components/content-blocks';

const faq: FaqGroups = [
  [
    'Buying',
    [
      [
        "Why can't I see prices?",
        <>
          Prices depend on your country, port and currency, so they are shown to signed-in dealers only.{' '}
          <Link to="/account/signup" className="text-brand-700 underline">
            Open an account
          </Link>
          ; it is free.
        </>,
      ],
      [
        'How many vehicles can I compare?',
        'Up to four at a time. Add them from the search results and open the compare bar at the bottom of the page.',
      ],
      [
        'Can I negotiate the price?',
        'Yes. Send an offer from any vehicle; your account manager answers within one Japanese business day.',
      ],
    ],
  ],
  [
    'Paying',
    [
      [
        'Which currencies can I pay in?',
        'JPY, NZD, AUD, USD, GBP and several African currencies, depending on the accounts opened for your company.',
      ],
      [
        'When is payment due?',
        'Within five working days of the pro-forma invoice. New Zealand accounts are invoiced after vessel departure with collection dates based on a safe ETA.',
      ],
    ],
  ],
  [
    'Shipping and claims',
    [
      [
        'How long does shipping take?',
        'About 14 to 21 days to New Zealand and 25 to 35 days to Mombasa, plus 5 to 7 working days for export preparation.',
      ],
      [
        'What if my vehicle arrives damaged?',
        'Note it on the delivery receipt, take photos and contact us within seven days. See the claims policy and maritime insurance pages.',
      ],
      [
        'Do you ship in containers?',
        'Yes, 20-ft and 40-ft containers from Yokohama and Osaka, including 40-ft vanning of up to four cars.',
      ],
    ],
  ],
];

/** /faq */
export default function FaqPage() {
  return (
    <>
      <Lead>
        Answers to the questions dealers ask us most about buying, paying, shipping and claims. If your
        question is not here, our sales team in Yokohama replies within one business day.
      </Lead>
      {faq.map(([title, questions]) => (
        <QuestionSection key={title} title={title} questions={questions} />
      ))}
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
