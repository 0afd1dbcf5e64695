// Spanish translation of ../auction--buy-trips.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function BuyTripsPage() {
  return (
    <>
      <Lead>
        Nada reemplaza ver los autos con sus propios ojos. En un viaje de compra usted pasa de tres a cinco
        días en Japón con nuestro equipo: recorre las salas de subasta, inspecciona los lotes que le interesan
        y puja en vivo, y luego visita nuestro patio para ver cómo se preparan sus vehículos para la
        exportación.
      </Lead>
      <BulletSection
        title="Un itinerario típico"
        items={[
          'Día 1: llegada a Tokio u Osaka, cena de bienvenida y presentación de los listados de subasta de la semana.',
          'Día 2: USS Tokyo, la subasta más grande de Japón, con 15,000 lotes o más en un día de remate.',
          'Día 3: TAA Kanto o JU Kanagawa y, después, nuestro patio de Yokohama y el centro de inspección de exportación.',
          'Día 4: USS Nagoya o HAA Kobe en tren bala, con foco en furgones, camiones y vehículos comerciales.',
          'Día 5: revisión de sus compras, plan de embarque y tiempo libre antes de la partida.',
        ]}
      />
      <Section title="Qué organizamos nosotros">
        <p>
          Nos encargamos del acceso a las subastas, los intérpretes, el transporte entre subastas y las
          recomendaciones de hoteles cerca de cada sede. Usted paga sus vuelos y su alojamiento; el
          acompañamiento en las subastas es gratuito para los concesionarios que compran cinco o más vehículos
          durante el viaje.
        </p>
      </Section>
      <Callout title="Cómo planificar su visita">
        Las subastas cierran durante Golden Week (de fines de abril a comienzos de mayo), obon (mediados de
        agosto) y las fiestas de Año Nuevo. Reserve con al menos cuatro semanas de anticipación para que
        podamos ajustar el viaje al calendario de subastas.
      </Callout>
      <NextSteps
        links={[
          ['Contáctenos para reservar', '/about/contact-us'],
          ['Proceso de compra en subastas', '/auction/purchasing-process'],
        ]}
      />
    </>
  );
}
