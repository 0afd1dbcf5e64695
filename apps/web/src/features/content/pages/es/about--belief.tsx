// Spanish translation of ../about--belief.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function BeliefPage() {
  return (
    <>
      <Lead>
        Creemos que un exportador se gana la fidelidad de sus clientes describiendo cada vehículo con
        honestidad, respondiendo con rapidez a cada oferta y respaldando lo que vende. Estos tres compromisos
        guían nuestro trabajo todos los días.
      </Lead>
      <Section title="Descripciones honestas">
        <p>
          Un concesionario que está a miles de kilómetros no puede revisar el auto en persona. Por eso
          fotografiamos, calificamos y describimos cada vehículo como si lo fuéramos a comprar nosotros, con
          rayones incluidos. Un auto que es exactamente como se describió vale más para usted que uno más
          barato con sorpresas.
        </p>
      </Section>
      <Section title="Respuestas rápidas y claras">
        <p>
          Cada concesionario tiene un ejecutivo de cuenta asignado, que responde las ofertas en un plazo de un
          día hábil japonés y habla con franqueza sobre precio, plazos y estado del vehículo. Los precios del
          sitio son precios puestos en destino en su moneda, no precios de referencia para empezar a negociar.
        </p>
      </Section>
      <BulletSection
        title="Respaldamos nuestro stock"
        items={[
          'Una política de reclamos publicada, con plazos de respuesta fijos.',
          'Lecturas de odómetro verificadas, con reembolso si resultan incorrectas.',
          'Relaciones a largo plazo antes que ventas aisladas: preferimos perder una venta a vender el auto equivocado.',
        ]}
      />
      <NextSteps
        links={[
          ['Mensaje de nuestro CEO', '/about/ceo-message'],
          ['Reputación', '/about/reputation'],
        ]}
      />
    </>
  );
}
