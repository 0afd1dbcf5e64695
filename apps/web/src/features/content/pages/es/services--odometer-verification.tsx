// Spanish translation of ../services--odometer-verification.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function OdometerVerificationPage() {
  return (
    <>
      <Lead>
        El bajo kilometraje es la razón por la que los compradores buscan vehículos japoneses, así que la
        lectura tiene que ser real. Verificamos el odómetro de cada vehículo que vendemos con registros
        independientes antes de exportarlo, e imprimimos el resultado en su ficha.
      </Lead>
      <BulletSection
        title="Cómo verificamos el kilometraje"
        items={[
          'Comparamos la lectura actual con todos los registros de subasta del número de chasis desde su primera inscripción.',
          'Revisamos los registros de la revisión técnica japonesa (shaken), que anotan el kilometraje en cada inspección.',
          'Nuestros técnicos buscan un desgaste que no corresponda a la lectura: pedales, volante, refuerzos laterales de los asientos y pomo de la palanca de cambios.',
          'Las lecturas que retroceden, o que no pueden cotejarse, se señalan, y el vehículo no se vende como verificado.',
        ]}
      />
      <Section title="El certificado">
        <p>
          Los vehículos verificados llevan un certificado de odómetro con las lecturas encontradas, sus fechas
          y sus fuentes. Los certificadores de ingreso de Nueva Zelanda y los compradores del Reino Unido lo
          aceptan como prueba complementaria, y cuesta ¥1,500 por vehículo cuando se solicita para compras en
          subasta.
        </p>
      </Section>
      <Callout title="Nuestra garantía">
        Si más adelante se demuestra que el kilometraje de un vehículo verificado difiere en más de 1,000 km
        de nuestro certificado, reembolsamos el vehículo o pagamos la diferencia de valor, conforme a nuestra
        política de reclamos.
      </Callout>
      <NextSteps
        links={[
          ['Verificación de historial', '/services/history-check'],
          ['Política de reclamos', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
