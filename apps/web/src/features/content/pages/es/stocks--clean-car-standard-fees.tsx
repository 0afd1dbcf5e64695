// Spanish translation of ../stocks--clean-car-standard-fees.tsx: keep its structure and figures when that page changes.
import { Callout, FactTable, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function CleanCarStandardFeesPage() {
  return (
    <>
      <Lead>
        El Clean Car Standard de Nueva Zelanda fija una meta de CO2 para cada vehículo importado, y los
        importadores pagan un cargo cuando las emisiones de un vehículo superan la meta de su tipo. Este cargo
        no está incluido en los precios puestos en destino de este sitio: antes de ofertar, pida a su contacto
        de ventas el cargo estimado del vehículo, para que su costo puesto en destino no tenga sorpresas.
      </Lead>
      <Section title="Cómo se calcula el cargo">
        <p>
          La cifra de CO2 de cada vehículo (gramos por kilómetro, base WLTP 3P) se compara con la meta del año
          de ingreso. Los vehículos por debajo de la meta generan créditos para el importador; los que la
          superan pagan un cargo por cada gramo por encima de la meta. Los vehículos comerciales livianos,
          como furgones y camionetas pick-up, tienen su propia meta, más alta.
        </p>
        <FactTable
          caption="Ejemplos de resultados del Clean Car Standard"
          head={['Vehículo de ejemplo', 'CO2 g/km', 'Resultado']}
          rows={[
            ['Toyota Aqua híbrido (pasajeros)', '93', 'Crédito'],
            ['Mazda Demio 1.3 (pasajeros)', '128', 'Cargo menor'],
            ['Toyota Hiace diésel (comercial)', '233', 'Cargo'],
          ]}
        />
      </Section>
      <Section title="Quién paga">
        <p>
          El cargo del Clean Car Standard lo paga el importador a Waka Kotahi NZTA antes de que el vehículo
          obtenga la certificación de ingreso. Si usted importa con su propio código de importador, el cargo
          corre por su cuenta; si nosotros internamos el vehículo en Nueva Zelanda por usted, lo pagamos y lo
          agregamos a su factura al costo.
        </p>
      </Section>
      <Callout title="Las cifras cambian">
        Las metas y los cargos los fija el Gobierno de Nueva Zelanda y cambian cada año. Nuestras estimaciones
        son solo orientativas; la cifra definitiva es la que confirma la NZTA en la certificación de ingreso.
      </Callout>
      <NextSteps
        links={[
          ['Buscar autos híbridos', '/search?tab=13'],
          ['Contacto', '/about/contact-us'],
        ]}
      />
    </>
  );
}
