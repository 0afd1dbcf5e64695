// French translation of ../about--group-affiliations.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function GroupAffiliationsPage() {
  return (
    <>
      <Lead>
        IBC Japan fait partie d’un groupe de sociétés à taille humaine qui, ensemble, couvrent l’achat,
        l’inspection, l’expédition et le suivi des véhicules après la vente. Travailler au sein d’un même
        groupe, c’est moins d’intermédiaires et un interlocuteur unique pour vous.
      </Lead>
      <BulletSection
        title="Les sociétés du groupe"
        items={[
          'IBC Japan Co., Ltd. : vente à l’export de véhicules d’occasion et achat aux enchères (Yokohama).',
          'IBC Logistics : gestion des parcs, empotage de conteneurs et transport terrestre au Japon.',
          'IBC Parts : pièces d’occasion et neuves, expédiées seules ou dans le conteneur de vos véhicules.',
          'Maxcare : plans de protection des véhicules et service après-vente pour les concessionnaires et leurs clients.',
        ]}
      />
      <BulletSection
        title="Associations"
        items={[
          'Japan Used Motor Vehicle Exporters Association (JUMVEA), l’association japonaise des exportateurs de véhicules d’occasion : code de conduite sur la description honnête des véhicules.',
          'Membre des groupes de ventes aux enchères USS, TAA, JU, CAA et HAA.',
          'Installation d’inspection de biosécurité agréée par le MPI pour les véhicules exportés vers la Nouvelle-Zélande.',
        ]}
      />
      <Section title="Partenaires après-vente">
        <p>
          Par l’intermédiaire du groupe, nous proposons un plan de protection du véhicule, un service
          d’inspection 360 et un service export pour les concessionnaires qui souhaitent nous confier
          l’ensemble du processus. Vous trouverez les liens vers chacun d’eux en bas des pages consacrées à
          nos services.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Réseau mondial', '/about/global-network'],
          ['Services', '/services'],
        ]}
      />
    </>
  );
}
