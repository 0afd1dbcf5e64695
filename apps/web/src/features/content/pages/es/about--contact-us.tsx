// Spanish translation of ../about--contact-us.tsx: keep its structure and figures when that page changes.
import { HeadOfficeCard, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function ContactUsPage() {
  return (
    <>
      <Lead>
        Nuestro equipo de ventas en Yokohama atiende consultas por correo electrónico, teléfono y mensajería
        de lunes a viernes, de 9:00 a 18:00, hora de Japón. Los concesionarios registrados también pueden
        comunicarse directamente con su ejecutivo de cuenta desde el área de su cuenta.
      </Lead>
      <HeadOfficeCard
        words={{
          heading: 'Oficina central',
          salesEmail: 'Correo de ventas',
          phone: 'Teléfono',
          phonePrefix: 'Tel.',
          fax: 'Fax',
          hours: 'Horario de atención',
          hoursText: 'Lun – vie, 9:00 – 18:00 JST (cerrado los días feriados en Japón)',
        }}
      />
      <Section title="A qué equipo dirigirse">
        <p>
          Para consultas sobre stock, ofertas y embarques, escriba al correo de ventas indicado arriba e
          incluya su código de cliente si ya tiene uno. Para facturas y pagos, responda al correo con el que
          recibió su factura, para que llegue al equipo de contabilidad. Los visitantes también pueden
          enviarnos un mensaje desde el pie de la página de búsqueda; respondemos en un plazo de un día hábil.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Buscar vehículos', '/search'],
          ['Red global', '/about/global-network'],
          ['Preguntas frecuentes', '/faq'],
        ]}
      />
    </>
  );
}
