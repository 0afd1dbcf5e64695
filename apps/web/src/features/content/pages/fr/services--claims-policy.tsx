// French translation of ../services--claims-policy.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, StepsSection } from '../../components/content-blocks';

export default function ClaimsPolicyPage() {
  return (
    <>
      <Lead>
        Nous décrivons chaque véhicule avec honnêteté, mais les voitures sont des machines complexes et les
        traversées sont longues. Si un véhicule arrive avec un défaut que nous n’avions pas signalé, ou s’il
        est endommagé alors qu’il était sous notre garde, cette politique précise ce que vous pouvez réclamer
        et dans quels délais nous réglons votre dossier.
      </Lead>
      <BulletSection
        title="Ce qui peut faire l’objet d’une réclamation"
        items={[
          'Les défauts mécaniques ou de carrosserie qui ne figurent ni sur la fiche de contrôle, ni sur la traduction de la fiche d’enchères, ni sur les photos.',
          'Les dommages survenus dans notre parc, pendant le transport terrestre au Japon ou lors du chargement.',
          'Les éléments manquants mentionnés sur la fiche de contrôle, comme les doubles de clés, les disques de navigation ou l’outillage.',
          'Un kilométrage qui diffère de plus de 1,000 km du relevé de compteur vérifié.',
        ]}
      />
      <BulletSection
        title="Ce qui n’est pas couvert"
        items={[
          'L’usure normale compte tenu de l’âge, de la note et du kilométrage du véhicule, y compris les pneus, les plaquettes de frein et les batteries.',
          'Les dommages survenus en mer ou au port de destination, couverts par l’assurance maritime lorsqu’elle a été souscrite.',
          'Les véhicules Direct concessionnaire, vendus sans possibilité de réclamation, et les véhicules vendus en l’état pour pièces.',
        ]}
      />
      <StepsSection
        title="Comment déposer une réclamation"
        steps={[
          [
            'Dans les 7 jours suivant le retrait',
            'Envoyez un e-mail à votre gestionnaire de compte avec le numéro de châssis, une description du problème et des photos nettes ou un rapport d’atelier.',
          ],
          [
            'Évaluation',
            'Nous comparons la réclamation avec les photos prises avant l’expédition et le rapport d’inspection, et vous répondons sous cinq jours ouvrés.',
          ],
          [
            'Règlement',
            'Les réclamations acceptées sont réglées, à votre choix, par un avoir sur votre compte ou par un remboursement, sous dix jours ouvrés.',
          ],
        ]}
      />
      <Callout title="Réparations">
        Merci de ne pas engager de réparations avant que nous ayons accepté la réclamation, sauf si le
        véhicule ne peut pas être déplacé en toute sécurité. Conservez les pièces remplacées jusqu’au
        règlement de la réclamation.
      </Callout>
      <NextSteps
        links={[
          ['Contrôle qualité', '/services/quality-control'],
          ['Conditions commerciales', '/about/terms-of-trade'],
        ]}
      />
    </>
  );
}
