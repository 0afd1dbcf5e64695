// Spanish translation of ../services--pre-shipping-inspections.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, TableSection } from '../../components/content-blocks';

export default function PreShippingInspectionsPage() {
  return (
    <>
      <Lead>
        La mayoría de los países importadores exigen que el vehículo se inspeccione en Japón antes de
        cargarlo. Nosotros reservamos y gestionamos estas inspecciones por usted, para que el vehículo llegue
        con los certificados que necesitan sus agentes de aduana y de homologación.
      </Lead>
      <TableSection
        title="Inspecciones según el destino"
        caption="Inspección previa al embarque exigida según el destino"
        head={['Destino', 'Inspección']}
        rows={[
          ['Nueva Zelanda', 'Bioseguridad MPI y tratamiento BMSB en temporada'],
          ['Australia', 'Inspección de bioseguridad y declaración de asbesto'],
          ['Kenia', 'Revisión técnica KEBS (QISJ)'],
          ['Uganda, Tanzania', 'Revisión técnica JEVIC'],
          ['Reino Unido', 'Certificado de exportación y verificación del kilometraje'],
        ]}
      />
      <BulletSection
        title="Qué incluye la inspección"
        items={[
          'Limpieza de los bajos, los pasos de rueda, el compartimento del motor y el interior para eliminar tierra, semillas e insectos.',
          'Revisión técnica cuando el destino la exige: frenos, luces, dirección, escape y estructura.',
          'Control de radiación para los destinos que lo exigen, con un certificado por vehículo.',
          'Verificación del número de chasis, el año de fabricación y la lectura del odómetro con el certificado de exportación.',
        ]}
      />
      <Callout title="Temporada de la chinche marrón marmorada">
        Del 1 de septiembre al 30 de abril, los vehículos enviados a Nueva Zelanda y Australia deben recibir
        un tratamiento térmico en una instalación aprobada antes de la carga. Agregamos el tratamiento
        automáticamente e incluimos el certificado con sus documentos.
      </Callout>
      <NextSteps
        links={[
          ['Tarifas', '/services/tariff'],
          ['Control de calidad', '/services/quality-control'],
        ]}
      />
    </>
  );
}
