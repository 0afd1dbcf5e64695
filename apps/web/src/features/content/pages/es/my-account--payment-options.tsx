// Spanish translation of ../my-account--payment-options.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function PaymentOptionsPage() {
  return (
    <>
      <Lead>
        Pague vehículos, depósitos y servicios en la moneda de su cuenta. La transferencia bancaria
        internacional es el medio habitual; los pagos con tarjeta y PayPal están disponibles para depósitos y
        facturas de menor monto.
      </Lead>
      <TableSection
        title="Medios de pago"
        caption="Medios de pago"
        head={['Medio', 'Uso']}
        rows={[
          ['Transferencia bancaria internacional (TT)', 'Facturas de vehículos, por cualquier monto'],
          ['Pago con tarjeta', 'Depósitos y facturas de hasta ¥1,000,000'],
          ['PayPal', 'Depósitos y tarifas de servicios de hasta ¥500,000'],
        ]}
      />
      <Section title="Transferencia bancaria internacional">
        <p>
          Transfiera únicamente a la cuenta bancaria impresa en su factura e indique el número de factura como
          referencia del pago. Nunca le pediremos por correo electrónico que pague en otra cuenta; si recibe
          una solicitud así, llámenos antes de pagar. Luego registre el pago con el comprobante de
          transferencia del banco en Cobros, para que el equipo de ventas pueda identificarlo y confirmarlo.
        </p>
      </Section>
      <Callout title="Comisiones bancarias">
        Las comisiones del banco emisor y de los bancos intermediarios corren por cuenta del comprador. Si el
        monto recibido es inferior, la diferencia se suma a su próxima factura.
      </Callout>
      <NextSteps
        links={[
          ['Cobros', '/my-account/payment-collections'],
          ['Pagar con PayPal', '/my-account/pay-via-paypal'],
        ]}
      />
    </>
  );
}
