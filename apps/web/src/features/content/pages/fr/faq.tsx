// French translation of ../faq.tsx: keep its structure and figures when that page changes.
import { Link } from 'react-router';
import { Lead, NextSteps, QuestionSection, type FaqGroups } from '../../components/content-blocks';

const faq: FaqGroups = [
  [
    'Achat',
    [
      [
        'Pourquoi ne vois-je pas les prix ?',
        <>
          Les prix dépendent de votre pays, de votre port et de votre devise : ils ne sont donc affichés
          qu’aux concessionnaires connectés.{' '}
          <Link to="/account/signup" className="text-brand-700 underline">
            Ouvrez un compte
          </Link>
          , c’est gratuit.
        </>,
      ],
      [
        'Combien de véhicules puis-je comparer ?',
        'Jusqu’à quatre à la fois. Ajoutez-les depuis les résultats de recherche, puis ouvrez la barre de comparaison en bas de la page.',
      ],
      [
        'Puis-je négocier le prix ?',
        'Oui. Envoyez une offre depuis la fiche de n’importe quel véhicule ; votre gestionnaire de compte vous répond sous un jour ouvré japonais.',
      ],
    ],
  ],
  [
    'Paiement',
    [
      [
        'Dans quelles devises puis-je payer ?',
        'En JPY, NZD, AUD, USD, GBP et plusieurs devises africaines, selon les comptes ouverts pour votre société.',
      ],
      [
        'Quand le paiement est-il dû ?',
        'Sous cinq jours ouvrés à compter de la facture pro forma. Les comptes néo-zélandais sont facturés après le départ du navire, avec des dates de retrait fondées sur une ETA fiable.',
      ],
    ],
  ],
  [
    'Expédition et réclamations',
    [
      [
        'Combien de temps dure l’expédition ?',
        'Environ 14 à 21 jours vers la Nouvelle-Zélande et 25 à 35 jours vers Mombasa, auxquels s’ajoutent 5 à 7 jours ouvrés de préparation à l’exportation.',
      ],
      [
        'Que faire si mon véhicule arrive endommagé ?',
        'Signalez-le sur le bon de livraison, prenez des photos et contactez-nous dans les sept jours. Consultez les pages sur la politique de réclamation et l’assurance maritime.',
      ],
      [
        'Expédiez-vous en conteneur ?',
        'Oui, en conteneurs de 20 et de 40 pieds au départ de Yokohama et d’Osaka, y compris l’empotage en conteneur de 40 pieds de quatre voitures au maximum.',
      ],
    ],
  ],
];

export default function FaqPage() {
  return (
    <>
      <Lead>
        Les réponses aux questions que les concessionnaires nous posent le plus souvent sur l’achat, le
        paiement, l’expédition et les réclamations. Si vous ne trouvez pas la vôtre, notre équipe commerciale
        à Yokohama vous répond sous un jour ouvré.
      </Lead>
      {faq.map(([title, questions]) => (
        <QuestionSection key={title} title={title} questions={questions} />
      ))}
      <NextSteps
        links={[
          ['Nous contacter', '/about/contact-us'],
          ['Processus d’achat', '/stocks/purchasing-process'],
          ['Politique de réclamation', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
