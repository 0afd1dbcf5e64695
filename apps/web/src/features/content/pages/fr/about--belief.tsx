// French translation of ../about--belief.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function BeliefPage() {
  return (
    <>
      <Lead>
        Nous sommes convaincus qu’un exportateur gagne la fidélité de ses clients en décrivant chaque véhicule
        avec honnêteté, en répondant rapidement à chaque offre et en assumant pleinement ce qu’il vend. Ces
        trois engagements guident notre travail au quotidien.
      </Lead>
      <Section title="Une description honnête">
        <p>
          Un concessionnaire situé à des milliers de kilomètres ne peut pas voir le véhicule de ses propres
          yeux. C’est pourquoi nous photographions, notons et décrivons chaque véhicule comme si nous
          l’achetions pour nous-mêmes, rayures comprises. Une voiture conforme à sa description vaut plus pour
          vous qu’une voiture moins chère qui réserve des surprises.
        </p>
      </Section>
      <Section title="Des réponses rapides et claires">
        <p>
          Chaque concessionnaire dispose d’un gestionnaire de compte attitré, qui répond aux offres sous un
          jour ouvré japonais et parle franchement de prix, de délais et d’état. Les prix affichés sur le site
          sont des prix rendus dans votre devise, et non des prix d’appel.
        </p>
      </Section>
      <BulletSection
        title="Nous garantissons ce que nous vendons"
        items={[
          'Une politique de réclamation publiée, avec des délais de réponse fixes.',
          'Des relevés de compteur vérifiés, avec remboursement s’ils se révèlent inexacts.',
          'Des relations durables plutôt que des ventes ponctuelles : nous préférons perdre une vente que vendre la mauvaise voiture.',
        ]}
      />
      <NextSteps
        links={[
          ['Message du PDG', '/about/ceo-message'],
          ['Réputation', '/about/reputation'],
        ]}
      />
    </>
  );
}
