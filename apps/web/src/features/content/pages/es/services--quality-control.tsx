// Spanish translation of ../services--quality-control.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function QualityControlPage() {
  return (
    <>
      <Lead>
        Todo vehículo que ingresa a un patio de IBC Japan pasa una revisión de 120 puntos a cargo de nuestros
        propios técnicos antes de ponerse a la venta. Los resultados se registran en la ficha del vehículo,
        así que usted lee exactamente lo que vio nuestro equipo.
      </Lead>
      <BulletSection
        title="Qué revisamos"
        items={[
          'Arranque del motor, ralentí y testigos del tablero, con un escáner de diagnóstico para detectar códigos de falla almacenados.',
          'Acoplamiento de la transmisión, estado de la CVT y del sistema híbrido, y salud de la batería en híbridos y eléctricos.',
          'Paneles de carrocería, medición del espesor de pintura, corrosión en zócalos y bajos, e indicios de reparaciones anteriores.',
          'Estado del interior, asientos, tablero, aire acondicionado, ventanas, espejos y accesorios eléctricos.',
          'Profundidad del dibujo de los neumáticos, rueda de repuesto, gata, herramientas, llaves y manuales del propietario.',
        ]}
      />
      <Section title="Fotos y calificación">
        <p>
          Tomamos al menos 40 fotos de cada vehículo, incluidos los bajos y el compartimento del motor, y las
          publicamos junto con la traducción de la hoja de subasta. Nuestra calificación sigue la escala de
          las subastas, de 1 a 5, para que pueda compararse directamente con los vehículos de subasta; un
          vehículo con daños estructurales reparados se marca con R.
        </p>
      </Section>
      <Callout title="Vehículos que no superan la revisión">
        Los vehículos que no superan la revisión en elementos de seguridad se reparan antes de la venta o se
        venden solo en el mercado interno japonés. Nunca se ofrecen a clientes de exportación con la falla sin
        declarar.
      </Callout>
      <NextSteps
        links={[
          ['Inspecciones previas al embarque', '/services/pre-shipping-inspections'],
          ['Política de reclamos', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
