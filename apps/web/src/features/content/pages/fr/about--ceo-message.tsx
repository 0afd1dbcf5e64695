// French translation of ../about--ceo-message.tsx: keep its structure and figures when that page changes.
import { Lead, NextSteps, Section } from '../../components/content-blocks';

export default function CeoMessagePage() {
  return (
    <>
      <Lead>
        Merci d’avoir choisi IBC Japan. Lorsque nous avons expédié nos premières voitures vers Auckland en
        1998, nous avons fait une promesse à nos clients : le véhicule qu’ils débarqueraient serait bien celui
        que nous avions décrit. Vingt-huit ans plus tard, cette promesse reste au cœur de tout ce que nous
        faisons.
      </Lead>
      <Section title="Des relations, pas des transactions">
        <p>
          Le commerce de véhicules d’occasion peut se limiter à des affaires sans lendemain. Nous avons choisi
          une autre voie. Nos concessionnaires en Nouvelle-Zélande, en Australie, au Kenya, en Ouganda, au
          Royaume-Uni et dans le Pacifique achètent chez nous mois après mois, parce que nous répondons avec
          honnêteté, pratiquons des prix transparents et réglons rapidement les problèmes lorsqu’ils
          surviennent. Beaucoup ont commencé avec une seule voiture et importent aujourd’hui un conteneur par
          semaine.
        </p>
      </Section>
      <Section title="Investir dans ce que vous ne voyez pas">
        <p>
          Au cours des cinq dernières années, nous avons investi dans nos propres parcs d’inspection, dans des
          capacités de traitement de biosécurité pour la saison de la punaise diabolique, et dans cette
          plateforme, qui affiche les prix rendus dans votre devise et vous permet de comparer les véhicules
          et de faire des offres à toute heure. Chacun de ces investissements poursuit un seul but : moins de
          surprises entre notre parc et le vôtre.
        </p>
      </Section>
      <Section title="Regarder vers l’avenir">
        <p>
          Les marchés évoluent : les hybrides et les véhicules électriques sont désormais en tête des
          importations en Nouvelle-Zélande, et les normes d’émissions se durcissent partout. Nous continuerons
          à trouver les véhicules que vos clients recherchent et à vous informer au plus tôt de chaque
          changement qui touche votre activité.
        </p>
        <p className="font-semibold text-brand-900">
          Hiroshi Tanaka, président-directeur général, IBC Japan Co., Ltd.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Nos valeurs', '/about/belief'],
          ['Groupe et affiliations', '/about/group-affiliations'],
        ]}
      />
    </>
  );
}
