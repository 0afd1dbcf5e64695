// French translation of ../services--pre-shipping-inspections.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, TableSection } from '../../components/content-blocks';

export default function PreShippingInspectionsPage() {
  return (
    <>
      <Lead>
        La plupart des pays importateurs exigent qu’un véhicule soit inspecté au Japon avant son chargement.
        Nous réservons et gérons ces inspections pour vous, afin que le véhicule arrive avec les certificats
        dont vos agents en douane et de mise en conformité ont besoin.
      </Lead>
      <TableSection
        title="Inspections par destination"
        caption="Inspection avant expédition exigée selon la destination"
        head={['Destination', 'Inspection']}
        rows={[
          ['Nouvelle-Zélande', 'Biosécurité MPI et traitement BMSB en saison'],
          ['Australie', 'Inspection de biosécurité et déclaration relative à l’amiante'],
          ['Kenya', 'Contrôle de conformité technique KEBS (QISJ)'],
          ['Ouganda, Tanzanie', 'Contrôle de conformité technique JEVIC'],
          ['Royaume-Uni', 'Certificat d’exportation et vérification du kilométrage'],
        ]}
      />
      <BulletSection
        title="Ce que couvre l’inspection"
        items={[
          'Nettoyage du soubassement, des passages de roues, du compartiment moteur et de l’habitacle pour éliminer terre, graines et insectes.',
          'Contrôles de sécurité lorsque la destination l’exige : freins, éclairage, direction, échappement et structure.',
          'Contrôle de radioactivité pour les destinations qui l’exigent, avec un certificat par véhicule.',
          'Vérification du numéro de châssis, de l’année de fabrication et du relevé du compteur au regard du certificat d’exportation.',
        ]}
      />
      <Callout title="Saison de la punaise diabolique (BMSB)">
        Du 1er septembre au 30 avril, les véhicules expédiés vers la Nouvelle-Zélande et l’Australie doivent
        subir un traitement thermique dans une installation agréée avant leur chargement. Nous ajoutons
        automatiquement ce traitement et joignons le certificat à vos documents.
      </Callout>
      <NextSteps
        links={[
          ['Tarifs', '/services/tariff'],
          ['Contrôle qualité', '/services/quality-control'],
        ]}
      />
    </>
  );
}
