// Spanish translation of ../stocks--buy-more-save-more.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function BuyMoreSaveMorePage() {
  return (
    <>
      <Lead>
        Buy More Save More premia a los concesionarios que compran varias unidades al mes. Cuantos más
        vehículos confirme en un mes calendario, mayor será el descuento sobre cada unidad de ese mes, que se
        abona como crédito en su cuenta.
      </Lead>
      <TableSection
        title="Tramos de descuento"
        caption="Descuento Buy More Save More por unidad"
        head={['Unidades confirmadas en un mes', 'Crédito por unidad (JPY)']}
        rows={[
          ['3 – 5 unidades', '¥10,000'],
          ['6 – 10 unidades', '¥20,000'],
          ['11 – 20 unidades', '¥30,000'],
          ['21 unidades o más', '¥40,000'],
        ]}
      >
        <p>
          Cada unidad se cuenta en el mes en que se emite su factura proforma. Los créditos se calculan el
          primer día hábil del mes siguiente y pueden aplicarse a cualquier factura, incluidos los cargos de
          flete e inspección.
        </p>
      </TableSection>
      <Section title="Quiénes pueden participar">
        <p>
          El programa está abierto a los concesionarios registrados que tengan al menos tres meses de
          historial comercial con nosotros. Cuando su ejecutivo de cuenta lo active, aparecerá la opción Buy
          More Save More en el menú de su cuenta.
        </p>
      </Section>
      <Callout title="Combinación con otras ofertas">
        Los créditos Buy More Save More se suman a los precios negociados, pero no se aplican a las compras en
        subasta ni a las unidades directas de concesionario, que se venden con sus propias condiciones.
      </Callout>
      <NextSteps
        links={[
          ['Buscar vehículos', '/search'],
          ['Contacte a su ejecutivo de cuenta', '/about/contact-us'],
        ]}
      />
    </>
  );
}
