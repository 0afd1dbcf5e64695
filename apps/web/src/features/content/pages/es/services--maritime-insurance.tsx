// Spanish translation of ../services--maritime-insurance.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function MaritimeInsurancePage() {
  return (
    <>
      <Lead>
        Una vez cargado el vehículo, la responsabilidad de la naviera es limitada. El seguro de carga marítima
        contratado a través de IBC Japan cubre su vehículo desde nuestro patio hasta su descarga en su puerto,
        por el 1.2% de su valor CIF.
      </Lead>
      <BulletSection
        title="Qué está cubierto"
        items={[
          'Pérdida total del buque o del contenedor, incendio, hundimiento, varada y colisión.',
          'Daños durante la carga y la descarga, incluidas abolladuras y rayones causados por la manipulación.',
          'Las contribuciones de avería gruesa que los dueños de la carga deben pagar tras un siniestro en el mar.',
          'El robo del vehículo completo mientras está en el puerto de carga o a bordo.',
        ]}
      />
      <BulletSection
        title="Qué no está cubierto"
        items={[
          'Fallas mecánicas o eléctricas no causadas por un accidente.',
          'La pérdida de objetos personales o piezas sueltas dejados dentro del vehículo.',
          'Retrasos, pérdidas comerciales o cargos de almacenaje causados por una llegada tardía.',
        ]}
      />
      <Section title="Cómo presentar un reclamo">
        <p>
          Anote cualquier daño en el comprobante de entrega antes de firmar la recepción del vehículo, tome
          fotos en el puerto y envíenoslas por correo electrónico dentro de los tres días siguientes. Nosotros
          presentamos el reclamo ante la aseguradora y abonamos la indemnización en su cuenta, normalmente en
          un plazo de 30 días.
        </p>
      </Section>
      <Callout title="Cómo contratar la cobertura">
        Marque el seguro marítimo al aceptar una factura proforma, o pida a su ejecutivo de cuenta que lo
        agregue antes de que zarpe el buque. La cobertura no puede contratarse después del zarpe.
      </Callout>
      <NextSteps
        links={[
          ['Política de reclamos', '/services/claims-policy'],
          ['Tarifas', '/services/tariff'],
        ]}
      />
    </>
  );
}
