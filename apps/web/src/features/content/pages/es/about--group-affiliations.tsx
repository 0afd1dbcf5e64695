// Spanish translation of ../about--group-affiliations.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function GroupAffiliationsPage() {
  return (
    <>
      <Lead>
        IBC Japan forma parte de un pequeño grupo de empresas que, en conjunto, se ocupan de la compra, la
        inspección, el embarque y el soporte posventa de los vehículos. Trabajar dentro de un mismo grupo
        significa menos traspasos entre proveedores y un único punto de contacto para usted.
      </Lead>
      <BulletSection
        title="Empresas del grupo"
        items={[
          'IBC Japan Co., Ltd.: venta de vehículos usados para exportación y compras en subastas (Yokohama).',
          'IBC Logistics: operación de patios, carga de contenedores y transporte terrestre en Japón.',
          'IBC Parts: repuestos usados y nuevos, enviados por separado o en el mismo contenedor que sus vehículos.',
          'Maxcare: planes de protección del vehículo y servicio posventa para concesionarios y sus clientes.',
        ]}
      />
      <BulletSection
        title="Asociaciones"
        items={[
          'Japan Used Motor Vehicle Exporters Association (JUMVEA): código de conducta sobre descripciones honestas.',
          'Miembro de los grupos de subastas USS, TAA, JU, CAA y HAA.',
          'Instalación de inspección de bioseguridad aprobada por el MPI para vehículos exportados a Nueva Zelanda.',
        ]}
      />
      <Section title="Socios de posventa">
        <p>
          A través del grupo ofrecemos un plan de protección del vehículo, un servicio de inspección 360 y un
          servicio de exportación para los concesionarios que prefieren que nos encarguemos de todo el
          proceso. Encontrará los enlaces a cada uno al pie de las páginas de servicios.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Red global', '/about/global-network'],
          ['Servicios', '/services'],
        ]}
      />
    </>
  );
}
