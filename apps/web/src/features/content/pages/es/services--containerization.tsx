// Spanish translation of ../services--containerization.tsx: keep its structure and figures when that page changes.
import { Bullets, Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function ContainerizationPage() {
  return (
    <>
      <Lead>
        Los contenedores protegen los vehículos de la intemperie y de la manipulación, le permiten enviar
        repuestos junto con sus autos y llegar a puertos que los buques roll-on roll-off no atienden. Nuestro
        equipo de patio carga y asegura cada contenedor con personal propio.
      </Lead>
      <TableSection
        title="Opciones de contenedor"
        caption="Tamaños de contenedor y cargas habituales"
        head={['Contenedor', 'Carga habitual']}
        rows={[
          ['20 pies', '1 auto más repuestos, o 2 kei cars'],
          ['40 pies', '3 – 4 autos, o 3 autos más repuestos'],
          ['40 pies high cube', '2 furgones o SUV sobre racks'],
        ]}
      />
      <Section title="Carga en contenedores de 40 pies">
        <p>
          La carga en contenedores de 40 pies está disponible desde Yokohama y Osaka. Los autos se cargan
          sobre racks de madera y acero, se trincan en cuatro puntos y se fotografían dentro del contenedor
          antes de sellar las puertas. Usted recibe el número de sello y las fotos junto con el conocimiento
          de embarque.
        </p>
        <Bullets
          items={[
            'Cargas mixtas de autos, motores, neumáticos y piezas de carrocería con un solo conocimiento de embarque.',
            'Baterías desconectadas y combustible por debajo de un cuarto de tanque, como exigen las navieras.',
            'Contenedores compartidos para los concesionarios que compran uno o dos autos a la vez, que se desconsolidan en el depósito de destino.',
          ]}
        />
      </Section>
      <Callout title="Nueva Zelanda">
        El TGRI es fijo, de NZ$100 por unidad, tanto para contenedores como para RORO. Los contenedores pasan
        la inspección de bioseguridad del MPI en el depósito de desconsolidación; cuente con dos días hábiles
        adicionales antes del retiro.
      </Callout>
      <NextSteps
        links={[
          ['Tarifas', '/services/tariff'],
          ['Seguro marítimo', '/services/maritime-insurance'],
        ]}
      />
    </>
  );
}
