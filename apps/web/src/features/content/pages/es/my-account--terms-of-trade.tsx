// Spanish translation of ../my-account--terms-of-trade.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function MyTermsOfTradePage() {
  return (
    <>
      <Lead>
        Su cuenta opera con nuestras condiciones comerciales estándar, salvo que su ejecutivo de cuenta haya
        acordado con usted condiciones especiales por escrito. Esta página resume lo que se aplica a sus
        compras.
      </Lead>
      <BulletSection
        title="Condiciones estándar de la cuenta"
        items={[
          'Los precios se expresan en la moneda de la cuenta que está consultando; puede cambiar de cuenta desde la barra lateral.',
          'Las ofertas son vinculantes una vez aceptadas con una factura proforma; los vehículos reservados se mantienen durante cinco días hábiles.',
          'El pago se realiza por transferencia bancaria internacional dentro de los cinco días hábiles siguientes a la factura proforma.',
          'Los documentos originales se envían por courier, o se liberan por télex, una vez recibido el pago total.',
          'Las cuentas de Nueva Zelanda se facturan después de la salida del buque, con fechas de cobro basadas en una ETA segura.',
        ]}
      />
      <Section title="Condiciones especiales">
        <p>
          El crédito comercial, el financiamiento de inventario (floor plan), Buy More Save More y las pujas
          por iDirect se habilitan por cuenta. Si alguna de estas opciones se aplica a usted, aparecerá en el
          menú de su cuenta. Las condiciones generales completas están en la página pública de condiciones
          comerciales.
        </p>
      </Section>
      <Callout title="Consultas">
        Si algo de lo indicado aquí no coincide con lo que acordó, comuníquese con su ejecutivo de cuenta
        antes de enviar su próxima oferta.
      </Callout>
      <NextSteps
        links={[
          ['Condiciones comerciales completas', '/about/terms-of-trade'],
          ['Avisos', '/my-account/notices'],
        ]}
      />
    </>
  );
}
