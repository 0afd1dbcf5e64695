// French translation of ../stocks--purchase-from-ibc-inventory.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, StepsSection } from '../../components/content-blocks';

export default function PurchaseFromIbcInventoryPage() {
  return (
    <>
      <Lead>
        Le stock IBC, ce sont des véhicules que nous avons déjà achetés aux enchères ou auprès de
        concessionnaires japonais, payés et rapatriés dans nos propres parcs de Yokohama, Nagoya et Osaka.
        Comme le véhicule nous appartient, vous avez affaire à un seul vendeur, un seul prix et un seul jeu de
        documents, et l’unité peut partir sur le prochain navire à destination de votre port.
      </Lead>
      <BulletSection
        title="Pourquoi acheter dans notre propre stock"
        items={[
          'Chaque unité est réinspectée dans notre parc après l’achat, avec 40 photos ou plus et une traduction de la fiche d’enchères sur sa fiche de contrôle.',
          'Les concessionnaires connectés voient un prix rendu à leur port : FOB, fret, frais à destination et, pour la Nouvelle-Zélande, GST déjà calculés.',
          'Pas d’enchères ni d’attente des résultats : envoyez une offre, votre gestionnaire de compte vous répond sous un jour ouvré japonais.',
          'Les unités peuvent être bloquées 48 heures le temps d’organiser le paiement, et sont réservées sur le premier navire après réception des fonds.',
        ]}
      />
      <StepsSection
        title="Comment acheter"
        steps={[
          [
            'Recherchez dans le stock',
            'Filtrez par marque, modèle, année, kilométrage et note d’état, et comparez jusqu’à quatre véhicules côte à côte.',
          ],
          [
            'Envoyez une offre',
            'Proposez le prix affiché ou négociez : votre offre parvient par e-mail à votre gestionnaire de compte, avec le détail du prix.',
          ],
          [
            'Confirmez et payez',
            'Une fois l’offre acceptée, vous recevez une facture pro forma ; réglez-la par virement télégraphique sous cinq jours ouvrés.',
          ],
          [
            'Expédition et retrait',
            'Nous exportons, inspectons et expédions le véhicule, puis vous envoyons le connaissement et le certificat d’exportation au départ du navire.',
          ],
        ]}
      />
      <Callout title="Concessionnaires néo-zélandais">
        Nos unités à destination de la Nouvelle-Zélande sont contrôlées au préalable au regard des exigences
        de biosécurité du MPI et de certification d’entrée, et les plannings d’expédition vers Auckland,
        Wellington, Lyttelton et Nelson sont publiés chaque mois sur la page des avis.
      </Callout>
      <NextSteps
        links={[
          ['Rechercher un véhicule', '/search'],
          ['Processus d’achat', '/stocks/purchasing-process'],
          ['Ouvrir un compte', '/account/signup'],
        ]}
      />
    </>
  );
}
