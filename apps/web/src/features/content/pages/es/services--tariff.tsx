// Spanish translation of ../services--tariff.tsx: keep its structure and figures when that page changes.
import { INTL_LOCALES } from '@ibc/domain';
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

const TARIFF_WRITTEN = '2026-11-25';

const writtenMonth = new Intl.DateTimeFormat(INTL_LOCALES.es, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${TARIFF_WRITTEN}T00:00:00Z`));

export default function ServicesTariffPage() {
  return (
    <>
      <Lead>
        Nuestras tarifas de servicio son fijas y públicas, para que usted pueda calcular el costo total de un
        vehículo antes de ofertar. El precio puesto en destino que ven los concesionarios con sesión iniciada
        ya incluye los cargos que corresponden a su destino.
      </Lead>
      <p className="text-sm font-semibold text-slate-600">
        Tarifas vigentes a <time dateTime={TARIFF_WRITTEN.slice(0, 7)}>{writtenMonth}</time>.
      </p>
      <TableSection
        title="Exportación e inspección"
        caption="Tarifas de exportación e inspección"
        head={['Servicio', 'Tarifa (JPY, por vehículo)']}
        rows={[
          ['Documentación de exportación y cancelación de matrícula', '¥15,000'],
          ['Inspección previa al embarque (estándar JEVIC / MPI)', '¥9,800'],
          ['Tratamiento térmico BMSB (1 sep – 30 abr)', '¥6,500'],
          ['Informe de verificación de historial', '¥2,500'],
          ['Verificación del odómetro', '¥1,500'],
          ['Servicio de puja en subastas (por vehículo adjudicado)', '¥30,000'],
        ]}
      />
      <TableSection
        title="Recargos de embarque a Nueva Zelanda"
        caption="Recargos de embarque a Nueva Zelanda"
        head={['Cargo', 'Monto (NZD, por unidad)']}
        rows={[
          ['TGRI, RORO y contenedor', 'NZ$100'],
          ['BAF (recargo por combustible)', 'NZ$100'],
          ['Carga en contenedor de 40 pies (por auto)', 'NZ$320'],
        ]}
      />
      <p className="text-sm text-slate-600">
        Las navieras fijan el BAF y pueden modificarlo; el monto indicado es el vigente cuando se redactaron
        estas tarifas.
      </p>
      <Section title="Almacenaje y cambios">
        <p>
          Los vehículos pagados se almacenan sin costo durante 14 días en nuestro patio. Después, el
          almacenaje cuesta ¥1,000 por vehículo y por día. El cambio de puerto de destino después de la
          reserva cuesta ¥10,000, y la reemisión de los documentos de embarque, ¥5,000.
        </p>
      </Section>
      <Callout title="Seguro marítimo">
        La cobertura marítima opcional cuesta el 1.2% del valor CIF, con un mínimo de ¥5,000 por vehículo.
        Consulte en la página de seguro marítimo qué cubre.
      </Callout>
      <NextSteps
        links={[
          ['Seguro marítimo', '/services/maritime-insurance'],
          ['Envío en contenedor', '/services/containerization'],
        ]}
      />
    </>
  );
}
