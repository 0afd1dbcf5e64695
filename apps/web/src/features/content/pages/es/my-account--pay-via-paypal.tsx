// Spanish translation of ../my-account--pay-via-paypal.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, StepsSection } from '../../components/content-blocks';

export default function PayViaPaypalPage() {
  return (
    <>
      <Lead>
        PayPal es una forma rápida de pagar depósitos, tarifas de inspección y otros cargos por servicios de
        hasta ¥500,000 sin ir al banco. Las facturas de vehículos que superen ese monto deben pagarse por
        transferencia bancaria internacional.
      </Lead>
      <StepsSection
        title="Cómo pagar"
        steps={[
          [
            'Pida una solicitud de pago de PayPal',
            'Indique a su ejecutivo de cuenta qué factura o depósito desea pagar; le enviaremos una solicitud de pago de PayPal al correo electrónico de su cuenta.',
          ],
          [
            'Pague la solicitud',
            'Abra la solicitud desde PayPal y páguela con su saldo de PayPal, su cuenta bancaria o su tarjeta.',
          ],
          ['Confirmación', 'El pago aparece en el resumen de su cuenta en un plazo de un día hábil japonés.'],
        ]}
      />
      <Section title="Comisiones y moneda">
        <p>
          La comisión de procesamiento de PayPal, del 4.1% más un cargo fijo, se suma a la solicitud para que
          recibamos el monto íntegro de la factura. Las solicitudes se emiten en JPY; PayPal realiza la
          conversión desde su moneda al tipo de cambio que aplica.
        </p>
      </Section>
      <Callout title="Seguridad">
        Solo enviamos solicitudes de PayPal desde nuestra cuenta oficial y únicamente a las direcciones de
        correo electrónico registradas en su perfil.
      </Callout>
      <NextSteps
        links={[
          ['Formas de pago', '/my-account/payment-options'],
          ['Mi perfil', '/my-account/my-profile'],
        ]}
      />
    </>
  );
}
