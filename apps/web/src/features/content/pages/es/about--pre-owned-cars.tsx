// Spanish translation of ../about--pre-owned-cars.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function PreOwnedCarsPage() {
  return (
    <>
      <Lead>
        Los vehículos usados japoneses son muy buscados en todo el mundo por una razón sencilla: las estrictas
        normas de revisión técnica, los trayectos cortos y el cuidado de sus dueños hacen que salgan de Japón
        en mejor estado del que su antigüedad haría suponer.
      </Lead>
      <BulletSection
        title="Por qué los autos japoneses son diferentes"
        items={[
          'La revisión técnica shaken, obligatoria cada dos años, encarece mantener un auto antiguo, por lo que muchos se venden con bajo kilometraje.',
          'El kilometraje anual promedio en Japón ronda los 6,000 km, muy por debajo del de la mayoría de los mercados de exportación.',
          'Lo habitual es realizar el mantenimiento en el concesionario, y los registros de servicio suelen estar completos.',
          'Las carreteras están bien mantenidas y la sal solo se usa en el norte, por lo que la corrosión es poco frecuente.',
        ]}
      />
      <Section title="Qué vehículos ofrecemos">
        <p>
          Nuestro stock incluye hatchbacks compactos e híbridos como el Toyota Aqua, el Honda Fit y el Mazda
          Demio; station wagons familiares y SUV como el Corolla Fielder, el Subaru Forester y el Mazda CX-5;
          furgones y camiones livianos como el Toyota Hiace y el Isuzu Elf; y una selección variable de
          modelos deportivos y de lujo. Los vehículos con volante a la derecha son adecuados para Nueva
          Zelanda, Australia, el Reino Unido y África Oriental; a pedido, también conseguimos unidades con
          volante a la izquierda.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Buscar vehículos', '/search'],
          ['Control de calidad', '/services/quality-control'],
        ]}
      />
    </>
  );
}
