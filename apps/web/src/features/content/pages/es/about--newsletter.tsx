// Spanish translation of ../about--newsletter.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';
import { externalSites } from '@/config/site';

export default function NewsletterPage() {
  return (
    <>
      <Lead>
        El boletín de IBC Japan se envía dos veces al mes con la información en torno a la cual los
        concesionarios planifican sus compras: calendarios de buques, cierres de subastas, movimientos del
        tipo de cambio y los modelos que más rápido se venden en su mercado.
      </Lead>
      <BulletSection
        title="Qué recibirá"
        items={[
          'Calendarios de embarque a Nueva Zelanda, Australia, África Oriental y el Reino Unido, con sus fechas de cierre.',
          'Avisos de feriados, como los cierres de subastas por Golden Week, obon y Año Nuevo, con un mes de anticipación.',
          'Un informe de mercado con cifras de inscripciones y las marcas y modelos más importados.',
          'Lo más destacado de las nuevas llegadas y las ofertas Buy More Save More del mes.',
        ]}
      />
      <Section title="Suscripción">
        <p>
          Suscríbase en el sitio de nuestro boletín con su correo electrónico y su mercado. Puede elegir de
          qué mercados desea recibir noticias y darse de baja en cualquier momento con el enlace que aparece
          al pie de cada edición. Nunca compartimos su dirección con terceros.
        </p>
        <p>
          <a
            href={externalSites.newsletter}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            Suscribirse al boletín (se abre en una pestaña nueva)
          </a>
        </p>
      </Section>
      <NextSteps
        links={[
          ['Noticias', '/about/news-bulletin'],
          ['Contacto', '/about/contact-us'],
        ]}
      />
    </>
  );
}
