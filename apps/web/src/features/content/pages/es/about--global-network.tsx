// Spanish translation of ../about--global-network.tsx: keep its structure and figures when that page changes.
import { Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function GlobalNetworkPage() {
  return (
    <>
      <Lead>
        IBC Japan compra en Japón y vende a concesionarios de cinco continentes. Nuestros propios patios,
        nuestros socios navieros y agentes locales en los principales mercados mantienen sus vehículos en
        movimiento desde la subasta hasta su puerta.
      </Lead>
      <TableSection
        title="En Japón"
        caption="Sedes de IBC Japan en Japón"
        head={['Sede', 'Función']}
        rows={[
          ['Yokohama (oficina central)', 'Ventas, contabilidad, patio principal y puerto RORO'],
          ['Nagoya', 'Patio y carga de contenedores'],
          ['Osaka', 'Patio, carga de contenedores y puerto de Kobe'],
          ['Fukuoka', 'Oficina de compras para las subastas de Kyushu'],
        ]}
      />
      <TableSection
        title="Mercados que atendemos"
        caption="Principales mercados de exportación"
        head={['Mercado', 'Puertos']}
        rows={[
          ['Nueva Zelanda', 'Auckland, Wellington, Lyttelton, Nelson'],
          ['Australia', 'Melbourne, Brisbane, Sídney'],
          ['África Oriental', 'Mombasa, Dar es Salaam (con destino a Uganda)'],
          ['Reino Unido', 'Southampton, Bristol'],
          ['Islas del Pacífico', "Suva, Apia, Nuku'alofa"],
        ]}
      />
      <Section title="Apoyo local">
        <p>
          En Auckland, Mombasa y Kampala, agentes asociados le ayudan con el despacho aduanero, la
          homologación y la entrega en su patio. Pida sus datos a su ejecutivo de cuenta: trabajan con
          nuestros documentos todas las semanas y conocen cada buque que utilizamos.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Grupo y afiliaciones', '/about/group-affiliations'],
          ['Contacto', '/about/contact-us'],
        ]}
      />
    </>
  );
}
