// Spanish translation of ../services--financing-services.tsx: keep its structure and figures when that page changes.
import {
  BulletSection,
  Callout,
  Lead,
  NextSteps,
  Section,
  TableSection,
} from '../../components/content-blocks';

export default function FinancingServicesPage() {
  return (
    <>
      <Lead>
        El stock que está en altamar es dinero que usted no puede usar. Nuestro financiamiento comercial
        permite a los concesionarios con trayectoria comprar más unidades antes de venderlas y pagarlas cuando
        llegan, o en cuotas después del retiro.
      </Lead>
      <TableSection
        title="Opciones"
        caption="Opciones de financiamiento comercial"
        head={['Opción', 'Condiciones']}
        rows={[
          ['Pago a la llegada', 'Depósito del 30%, saldo antes del retiro'],
          ['Plazo de 30 días', 'Monto total 30 días después del zarpe'],
          ['Floor plan', 'Hasta 90 días, comisión mensual del 1.5%'],
        ]}
      />
      <BulletSection
        title="Quiénes califican"
        items={[
          'Concesionarios registrados que operen con IBC Japan desde hace al menos seis meses y no tengan facturas vencidas.',
          'Un mínimo de cinco unidades compradas en los últimos tres meses.',
          'Estados financieros de la empresa del último año y un contrato de crédito comercial firmado.',
        ]}
      />
      <Section title="Cómo funciona">
        <p>
          Su ejecutivo de cuenta fija una línea de crédito según su historial de compras. Los vehículos
          financiados aparecen en el resumen de su cuenta con sus fechas de vencimiento, y los documentos
          originales se liberan a medida que se paga cada vehículo, para que pueda vender y desaduanar las
          unidades una por una.
        </p>
      </Section>
      <Callout title="Socios financieros">
        El financiamiento floor plan en Nueva Zelanda y el Reino Unido se ofrece junto con nuestras
        financieras asociadas; la aprobación está sujeta a su evaluación crediticia.
      </Callout>
      <NextSteps
        links={[
          ['Contacto', '/about/contact-us'],
          ['Condiciones comerciales', '/about/terms-of-trade'],
        ]}
      />
    </>
  );
}
