// Spanish translation of ../services--history-check.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function HistoryCheckPage() {
  return (
    <>
      <Lead>
        Una verificación de historial le indica por dónde ha pasado un vehículo antes de llegar a nuestro
        patio. Buscamos por número de chasis en los registros japoneses de inscripción, subastas y
        mantenimiento, y le entregamos un informe en inglés, claro y sencillo, que puede compartir con su
        propio cliente.
      </Lead>
      <BulletSection
        title="Qué muestra el informe"
        items={[
          'La fecha de primera inscripción en Japón y el número de propietarios anteriores.',
          'Cada paso por subasta, con la fecha, la casa de subastas, la calificación y el kilometraje registrado.',
          'Los accidentes, daños por inundación y reparaciones registrados, cuando las casas de subastas tienen constancia de ellos.',
          'Las lecturas del kilometraje a lo largo del tiempo, señaladas cuando una lectura es inferior a otra anterior.',
          'Los llamados a revisión emitidos por el fabricante y si se llevaron a cabo.',
        ]}
      />
      <Section title="Cuándo solicitarla">
        <p>
          Las verificaciones de historial son más útiles en vehículos de mayor valor, en unidades que se
          ofrecen con bajo kilometraje y en modelos que a menudo se reconstruyen, como los autos deportivos y
          los SUV de modelos recientes. Un informe cuesta ¥2,500 y suele estar listo en un plazo de un día
          hábil. Se adjunta a la ficha del vehículo para que pueda descargarlo en cualquier momento.
        </p>
      </Section>
      <Callout title="Confianza del cliente">
        Muchos de nuestros concesionarios de Nueva Zelanda y el Reino Unido imprimen el informe y se lo
        entregan al comprador final: un historial verificado vende un auto más rápido que un precio bajo.
      </Callout>
      <NextSteps
        links={[
          ['Verificación del odómetro', '/services/odometer-verification'],
          ['Buscar vehículos', '/search'],
        ]}
      />
    </>
  );
}
