// Spanish translation of ../about--ceo-message.tsx: keep its structure and figures when that page changes.
import { Lead, NextSteps, Section } from '../../components/content-blocks';

export default function CeoMessagePage() {
  return (
    <>
      <Lead>
        Gracias por elegir IBC Japan. Cuando embarcamos nuestros primeros autos a Auckland en 1998, les
        prometimos una sola cosa a nuestros clientes: que el vehículo que descargaran sería el vehículo que
        habíamos descrito. Veintiocho años después, esa promesa sigue siendo el centro de todo lo que hacemos.
      </Lead>
      <Section title="Relaciones, no transacciones">
        <p>
          El comercio de vehículos usados puede ser un negocio de operaciones aisladas. Nosotros elegimos otro
          camino. Nuestros concesionarios de Nueva Zelanda, Australia, Kenia, Uganda, el Reino Unido y el
          Pacífico nos compran mes tras mes porque respondemos con honestidad, fijamos precios transparentes y
          resolvemos rápido los problemas cuando se presentan. Muchos empezaron con un solo auto y hoy
          importan un contenedor cada semana.
        </p>
      </Section>
      <Section title="Invertimos en lo que usted no ve">
        <p>
          En los últimos cinco años hemos invertido en patios de inspección propios, en capacidad de
          tratamiento de bioseguridad para la temporada de la chinche marrón marmorada y en esta plataforma,
          que muestra precios puestos en destino en su moneda y le permite comparar vehículos y ofertar a
          cualquier hora. Cada inversión tiene un solo objetivo: menos sorpresas entre nuestro patio y el
          suyo.
        </p>
      </Section>
      <Section title="Mirando hacia adelante">
        <p>
          Los mercados están cambiando: los híbridos y los vehículos eléctricos ya encabezan las importaciones
          de Nueva Zelanda, y las normas de emisiones se endurecen en todas partes. Seguiremos consiguiendo
          los vehículos que buscan sus clientes y le avisaremos con anticipación de cada cambio que afecte a
          su negocio.
        </p>
        <p className="font-semibold text-brand-900">Hiroshi Tanaka, presidente y CEO, IBC Japan Co., Ltd.</p>
      </Section>
      <NextSteps
        links={[
          ['Nuestra filosofía', '/about/belief'],
          ['Grupo y afiliaciones', '/about/group-affiliations'],
        ]}
      />
    </>
  );
}
