// Spanish translation of ../auction--idirect-deposit.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function IDirectDepositPage() {
  return (
    <>
      <Lead>
        iDirect permite a los concesionarios aprobados pujar directamente por lotes de subastas japonesas
        desde su propia pantalla, con resultados en vivo y hojas de subasta en inglés. Antes de habilitar su
        límite de puja, le pedimos un depósito reembolsable que queda asociado a su cuenta.
      </Lead>
      <TableSection
        title="Depósito y límite de puja"
        caption="Depósitos y límites de puja de iDirect"
        head={['Depósito (JPY)', 'Límite de puja (JPY)']}
        rows={[
          ['¥300,000', '¥1,500,000'],
          ['¥500,000', '¥3,000,000'],
          ['¥1,000,000', '¥7,500,000'],
        ]}
      >
        <p>
          Su límite de puja corresponde en todo momento a la suma de las pujas abiertas y las subastas ganadas
          pendientes de pago. En cuanto paga un vehículo ganado, ese monto se libera para nuevas pujas.
        </p>
      </TableSection>
      <Section title="Constitución y devolución del depósito">
        <p>
          Pague el depósito por transferencia bancaria internacional a la cuenta indicada en su factura de
          iDirect, citando su código de cliente. El depósito se devuelve íntegramente en un plazo de diez días
          hábiles desde su solicitud por escrito, una vez saldadas todas las facturas de subasta de su cuenta.
        </p>
      </Section>
      <Callout title="Cómo obtener acceso">
        Su ejecutivo de cuenta es quien activa el acceso a iDirect. Una vez activado, aparece el enlace
        «Subastas en Japón» en el menú Subastas, que abre iDirect sin necesidad de volver a iniciar sesión.
      </Callout>
      <NextSteps
        links={[
          ['Condiciones comerciales de subastas', '/auction/terms-of-trade'],
          ['Contacto', '/about/contact-us'],
        ]}
      />
    </>
  );
}
