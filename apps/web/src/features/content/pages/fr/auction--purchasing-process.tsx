// French translation of ../auction--purchasing-process.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, StepsSection } from '../../components/content-blocks';

export default function AuctionPurchasingProcessPage() {
  return (
    <>
      <Lead>
        Plus de 120,000 véhicules passent chaque semaine par les maisons de ventes aux enchères japonaises.
        IBC Japan est membre des principales ventes (USS, TAA, JU, CAA et HAA) et enchérit pour votre compte :
        vous achetez exactement le modèle, la note et la couleur dont vous avez besoin, au prix de gros.
      </Lead>
      <StepsSection
        title="Comment se déroule un achat aux enchères"
        steps={[
          [
            'Envoyez votre demande',
            'Indiquez-nous la marque, le modèle, la fourchette d’années, le kilométrage, la note et votre enchère maximale, ou choisissez directement des lots dans les catalogues de ventes.',
          ],
          [
            'Inspection avant enchère',
            'Nos inspecteurs examinent la voiture sur le site de la vente et traduisent la fiche d’enchères, pour que vous connaissiez son état avant d’enchérir.',
          ],
          [
            'Nous enchérissons pour vous',
            'Nous enchérissons jusqu’à votre plafond, jamais au-delà. Les résultats sont publiés sur votre compte le soir même.',
          ],
          [
            'Facture et paiement',
            'Pour une enchère remportée, vous recevez une facture comprenant le prix d’adjudication, les frais de la vente, nos frais de service et le fret ; le paiement est à effectuer sous trois jours ouvrés.',
          ],
          [
            'Transport et exportation',
            'La voiture est acheminée par camion jusqu’à notre parc, contrôlée à nouveau, radiée de l’immatriculation japonaise et expédiée sur le prochain navire vers votre port.',
          ],
        ]}
      />
      <Section title="Frais">
        <p>
          Les achats aux enchères comprennent les frais de la maison de ventes (environ ¥10,000 à ¥20,000 par
          voiture), le transport terrestre jusqu’au port et nos frais d’enchère forfaitaires indiqués sur la
          page des tarifs. Aucun frais n’est facturé pour les lots que vous ne remportez pas.
        </p>
      </Section>
      <Callout title="Dépôt de garantie">
        Un dépôt remboursable est exigé avant que nous enchérissions, généralement 20% de votre enchère
        maximale. Les membres disposant d’un accès iDirect peuvent enchérir directement en ligne après avoir
        versé un dépôt iDirect.
      </Callout>
      <NextSteps
        links={[
          ['Tarifs', '/services/tariff'],
          ['Voyages d’achat', '/auction/buy-trips'],
          ['Ouvrir un compte', '/account/signup'],
        ]}
      />
    </>
  );
}
