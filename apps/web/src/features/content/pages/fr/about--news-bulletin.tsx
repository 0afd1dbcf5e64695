// French translation of ../about--news-bulletin.tsx: keep its structure and figures when that page changes.
import { DatedList, Lead, NextSteps, Section } from '../../components/content-blocks';

const bulletins = [
  [
    'Novembre 2026',
    'Publication du calendrier de fin d’année',
    'Nos bureaux seront fermés du 27 décembre au 4 janvier ; les derniers navires de 2026 se remplissent vite, réservez donc tôt vos véhicules de décembre.',
  ],
  [
    'Octobre 2026',
    'Avis sur la facturation pour la Nouvelle-Zélande',
    'Les factures des clients néo-zélandais sont désormais émises après le départ du navire, avec des dates de retrait fondées sur une ETA fiable 48 heures avant l’arrivée.',
  ],
  [
    'Juillet 2025',
    'Avis d’expédition n° 85',
    'Départs de juillet vers Auckland, Wellington, Lyttelton et Nelson ; TGRI fixée à NZ$100 par unité ; 7,563 véhicules d’occasion importés immatriculés en mai.',
  ],
  [
    'Avril 2025',
    'Fermeture des ventes aux enchères pendant la Golden Week',
    'Ventes aux enchères partiellement ouvertes du 29 avril au 2 mai et du 7 au 9 mai, fermées du 3 au 6 mai, reprise complète le 10 mai. Notre service commercial est resté ouvert pendant toute la période.',
  ],
] as const;

export default function NewsBulletinPage() {
  return (
    <>
      <Lead>
        Actualités de la société, fermetures pour congés et changements qui touchent la façon dont vous
        achetez et recevez vos véhicules. Les concessionnaires connectés peuvent consulter l’intégralité des
        avis, plannings d’expédition compris, sur la page des avis de leur compte.
      </Lead>
      <Section title="Derniers bulletins">
        <DatedList items={bulletins} />
      </Section>
      <NextSteps
        links={[
          ['Avis', '/my-account/notices'],
          ['Lettre d’information', '/about/newsletter'],
        ]}
      />
    </>
  );
}
