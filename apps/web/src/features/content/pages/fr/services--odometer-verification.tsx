// French translation of ../services--odometer-verification.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function OdometerVerificationPage() {
  return (
    <>
      <Lead>
        C’est pour leur faible kilométrage que les acheteurs recherchent les véhicules japonais : le relevé
        doit donc être exact. Avant l’exportation, nous vérifions le compteur de chaque véhicule que nous
        vendons au regard de sources indépendantes, et nous reportons le résultat sur sa fiche de contrôle.
      </Lead>
      <BulletSection
        title="Comment nous vérifions le kilométrage"
        items={[
          'Nous comparons le relevé actuel avec chaque passage en vente aux enchères enregistré pour ce numéro de châssis depuis la première immatriculation.',
          'Nous consultons les procès-verbaux du contrôle technique japonais (shaken), qui mentionnent le kilométrage à chaque contrôle.',
          'Nos techniciens recherchent une usure incompatible avec le relevé : pédales, volant, bourrelets de sièges et pommeau de levier de vitesses.',
          'Les relevés qui reculent, ou qui ne peuvent être recoupés, sont signalés et le véhicule n’est pas vendu comme vérifié.',
        ]}
      />
      <Section title="Le certificat">
        <p>
          Les véhicules vérifiés sont accompagnés d’un certificat de compteur kilométrique indiquant les
          relevés trouvés, leurs dates et leurs sources. Les certificateurs d’entrée en Nouvelle-Zélande et
          les acheteurs au Royaume-Uni l’acceptent comme pièce justificative ; il coûte ¥1,500 par véhicule
          lorsqu’il est commandé pour un achat aux enchères.
        </p>
      </Section>
      <Callout title="Notre garantie">
        S’il s’avère par la suite que le kilométrage d’un véhicule vérifié diffère de plus de 1,000 km de
        notre certificat, nous remboursons le véhicule ou versons la différence de valeur, conformément à
        notre politique de réclamation.
      </Callout>
      <NextSteps
        links={[
          ['Vérification de l’historique', '/services/history-check'],
          ['Politique de réclamation', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
