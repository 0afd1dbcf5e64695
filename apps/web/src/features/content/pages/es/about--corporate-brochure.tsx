// Spanish translation of ../about--corporate-brochure.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function CorporateBrochurePage() {
  return (
    <>
      <Lead>
        Nuestro folleto corporativo presenta IBC Japan a nuevos socios, bancos y clientes: quiénes somos, cómo
        conseguimos e inspeccionamos los vehículos, los mercados que atendemos y los servicios que acompañan
        cada compra.
      </Lead>
      <BulletSection
        title="Contenido del folleto"
        items={[
          'Perfil de la empresa: nuestra historia desde 1998, oficinas y patios en Yokohama, Nagoya y Osaka.',
          'Abastecimiento: nuestras membresías en subastas, nuestra red de concesionarios y el stock que mantenemos en todo momento.',
          'Calidad: la revisión de 120 puntos en patio, la verificación del odómetro y las inspecciones previas al embarque.',
          'Logística: embarques RORO y en contenedor a Nueva Zelanda, Australia, África, el Reino Unido y el Pacífico.',
          'Posventa: política de reclamos, plan de protección del vehículo, servicio de inspección 360 y servicio de exportación.',
        ]}
      />
      <Section title="Cómo solicitar un ejemplar">
        <p>
          El folleto está disponible en inglés, en un PDF de 24 páginas y en versión impresa. Solicítelo a
          través de la página de contacto e indíquenos si necesita ejemplares impresos para una feria
          comercial o para su sala de ventas; los enviamos sin costo a los concesionarios registrados.
        </p>
      </Section>
      <Callout title="Para bancos y auditores">
        A solicitud, también podemos proporcionar nuestra inscripción como empresa, nuestra licencia de
        exportación y referencias de clientes con los que trabajamos desde hace años.
      </Callout>
      <NextSteps
        links={[
          ['Contacto', '/about/contact-us'],
          ['Red global', '/about/global-network'],
        ]}
      />
    </>
  );
}
