// French translation of ../auction--buy-trips.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function BuyTripsPage() {
  return (
    <>
      <Lead>
        Rien ne remplace le fait de voir les voitures de ses propres yeux. Lors d’un voyage d’achat, vous
        passez trois à cinq jours au Japon avec notre équipe : vous parcourez les salles des ventes, inspectez
        les lots qui vous intéressent et enchérissez en direct, puis vous visitez notre parc pour voir comment
        vos véhicules sont préparés pour l’exportation.
      </Lead>
      <BulletSection
        title="Un programme type"
        items={[
          'Jour 1 : arrivée à Tokyo ou Osaka, dîner de bienvenue et présentation des catalogues de ventes de la semaine.',
          'Jour 2 : USS Tokyo, la plus grande vente aux enchères du Japon, avec 15,000 lots ou plus par jour de vente.',
          'Jour 3 : TAA Kanto ou JU Kanagawa, puis notre parc de Yokohama et notre centre d’inspection export.',
          'Jour 4 : USS Nagoya ou HAA Kobe en train à grande vitesse, avec un accent sur les fourgons, les camions et les véhicules utilitaires.',
          'Jour 5 : bilan de vos achats, plan d’expédition et temps libre avant le départ.',
        ]}
      />
      <Section title="Ce que nous organisons">
        <p>
          Nous organisons l’accès aux ventes aux enchères, les interprètes et les déplacements entre les
          ventes, et vous recommandons des hôtels proches de chaque site. Vos vols et votre hébergement
          restent à votre charge ; l’accompagnement aux enchères est gratuit pour les concessionnaires qui
          achètent cinq véhicules ou plus pendant le voyage.
        </p>
      </Section>
      <Callout title="Préparer votre visite">
        Les ventes aux enchères ferment pendant la Golden Week (fin avril à début mai), l’obon (mi-août) et
        les fêtes du Nouvel An. Réservez au moins quatre semaines à l’avance afin que nous puissions caler
        votre voyage sur le calendrier des ventes.
      </Callout>
      <NextSteps
        links={[
          ['Nous contacter pour réserver', '/about/contact-us'],
          ['Processus d’achat aux enchères', '/auction/purchasing-process'],
        ]}
      />
    </>
  );
}
