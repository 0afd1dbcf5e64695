// Spanish translation of ../services--claims-policy.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, StepsSection } from '../../components/content-blocks';

export default function ClaimsPolicyPage() {
  return (
    <>
      <Lead>
        Describimos cada vehículo con honestidad, pero los autos son complejos y las travesías marítimas son
        largas. Si un vehículo llega con una falla que no informamos, o sufre daños mientras está bajo nuestra
        custodia, esta política explica qué puede reclamar y en cuánto tiempo lo resolvemos.
      </Lead>
      <BulletSection
        title="Qué puede reclamar"
        items={[
          'Defectos mecánicos o de carrocería que no figuren en la ficha, en la traducción de la hoja de subasta ni en las fotos.',
          'Daños ocurridos en nuestro patio, durante el transporte terrestre en Japón o durante la carga.',
          'Faltantes de elementos indicados en la ficha, como llaves de repuesto, discos de navegación o herramientas.',
          'Un kilometraje que difiera en más de 1,000 km de la lectura verificada del odómetro.',
        ]}
      />
      <BulletSection
        title="Qué no está cubierto"
        items={[
          'El desgaste normal acorde con la antigüedad, la calificación y el kilometraje del vehículo, incluidos neumáticos, pastillas de freno y baterías.',
          'Los daños en el mar o en el puerto de destino, que cubre el seguro marítimo cuando se ha contratado.',
          'Las unidades directas de concesionario, que se venden sin derecho a reclamo, y los vehículos vendidos en el estado en que se encuentran para repuestos.',
        ]}
      />
      <StepsSection
        title="Cómo presentar un reclamo"
        steps={[
          [
            'Dentro de los 7 días siguientes al retiro',
            'Envíe un correo a su ejecutivo de cuenta con el número de chasis, una descripción del problema y fotos claras o un informe del taller.',
          ],
          [
            'Evaluación',
            'Comparamos el reclamo con las fotos previas al embarque y el informe de inspección, y respondemos en un plazo de cinco días hábiles.',
          ],
          [
            'Resolución',
            'Los reclamos aceptados se resuelven con un crédito en su cuenta o un reembolso, a su elección, en un plazo de diez días hábiles.',
          ],
        ]}
      />
      <Callout title="Reparaciones">
        No inicie reparaciones antes de que hayamos aceptado el reclamo, salvo que no sea seguro mover el
        vehículo. Conserve las piezas reemplazadas hasta que el reclamo se resuelva.
      </Callout>
      <NextSteps
        links={[
          ['Control de calidad', '/services/quality-control'],
          ['Condiciones comerciales', '/about/terms-of-trade'],
        ]}
      />
    </>
  );
}
