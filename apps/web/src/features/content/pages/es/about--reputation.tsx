// Spanish translation of ../about--reputation.tsx: keep its structure and figures when that page changes.
import { Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function ReputationPage() {
  return (
    <>
      <Lead>
        IBC Japan exporta vehículos usados desde Japón desde 1998. La mayor parte de nuestro negocio proviene
        de concesionarios que nos compran desde hace cinco años o más, y de los concesionarios a quienes ellos
        nos recomiendan.
      </Lead>
      <TableSection
        title="En cifras"
        caption="IBC Japan en cifras"
        head={['', 'Cifra']}
        rows={[
          ['Vehículos exportados desde 1998', '180,000+'],
          ['Cuentas de concesionario activas', '2,400'],
          ['Países de destino el año pasado', '38'],
          ['Ofertas respondidas en un día hábil', '97%'],
          ['Reclamos resueltos en diez días hábiles', '94%'],
        ]}
      />
      <Section title="Lo que dicen los concesionarios">
        <blockquote className="border-s-4 border-slate-300 ps-4 text-slate-700 italic">
          “El auto es exactamente lo que dice la ficha. En ocho años hemos tenido dos reclamos, y ambos se
          pagaron en menos de una semana.”
          <footer className="mt-1 text-sm not-italic text-slate-500">
            Concesionario de autos usados, Hamilton, Nueva Zelanda
          </footer>
        </blockquote>
        <blockquote className="border-s-4 border-slate-300 ps-4 text-slate-700 italic">
          “Con los precios puestos en destino en chelines, puedo cotizar a mis clientes el mismo día.”
          <footer className="mt-1 text-sm not-italic text-slate-500">Importador, Mombasa, Kenia</footer>
        </blockquote>
      </Section>
      <Section title="Membresías y estándares">
        <p>
          Somos miembros de la Japan Used Motor Vehicle Exporters Association y de los principales grupos de
          subastas, y seguimos sus códigos sobre descripciones honestas e integridad del odómetro. Nuestros
          patios son instalaciones aprobadas para la inspección de bioseguridad del MPI de Nueva Zelanda.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Nuestra filosofía', '/about/belief'],
          ['Contacto', '/about/contact-us'],
        ]}
      />
    </>
  );
}
