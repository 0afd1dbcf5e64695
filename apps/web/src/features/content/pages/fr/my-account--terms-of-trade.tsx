// French translation of ../my-account--terms-of-trade.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function MyTermsOfTradePage() {
  return (
    <>
      <Lead>
        Votre compte est régi par nos conditions commerciales standard, sauf si votre gestionnaire de compte a
        convenu par écrit de conditions particulières avec vous. Cette page résume ce qui s’applique à vos
        achats.
      </Lead>
      <BulletSection
        title="Conditions standard du compte"
        items={[
          'Les prix sont exprimés dans la devise du compte que vous consultez ; changez de compte depuis la barre latérale.',
          'Les offres deviennent fermes une fois acceptées par une facture pro forma ; les véhicules réservés sont bloqués pendant cinq jours ouvrés.',
          'Le paiement s’effectue par virement télégraphique sous cinq jours ouvrés à compter de la facture pro forma.',
          'Les documents originaux sont envoyés par coursier, ou libérés par télex, après paiement intégral.',
          'Les comptes néo-zélandais sont facturés après le départ du navire, avec des dates de retrait fondées sur une ETA fiable.',
        ]}
      />
      <Section title="Conditions particulières">
        <p>
          Le crédit fournisseur, le financement de stock (floor plan), le programme « Achetez plus, économisez
          plus » et les enchères iDirect sont activés compte par compte. Si l’un d’eux s’applique à vous, il
          apparaît dans le menu de votre compte. L’intégralité de nos conditions commerciales générales figure
          sur la page publique qui leur est consacrée.
        </p>
      </Section>
      <Callout title="Questions">
        Si quoi que ce soit ici diffère de ce qui a été convenu, contactez votre gestionnaire de compte avant
        d’envoyer votre prochaine offre.
      </Callout>
      <NextSteps
        links={[
          ['Conditions commerciales complètes', '/about/terms-of-trade'],
          ['Avis', '/my-account/notices'],
        ]}
      />
    </>
  );
}
