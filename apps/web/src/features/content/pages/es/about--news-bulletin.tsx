// Spanish translation of ../about--news-bulletin.tsx: keep its structure and figures when that page changes.
import { DatedList, Lead, NextSteps, Section } from '../../components/content-blocks';

const bulletins = [
  [
    'Noviembre de 2026',
    'Publicamos el calendario de fin de año',
    'Nuestra oficina permanecerá cerrada del 27 de diciembre al 4 de enero; los últimos buques de 2026 se llenan rápido, así que reserve con anticipación las unidades de diciembre.',
  ],
  [
    'Octubre de 2026',
    'Aviso de facturación para Nueva Zelanda',
    'Las facturas para clientes de Nueva Zelanda ahora se emiten después de la salida del buque, con fechas de cobro basadas en una ETA segura 48 horas antes de la llegada.',
  ],
  [
    'Julio de 2025',
    'Aviso de embarque n.º 85',
    'Salidas de julio a Auckland, Wellington, Lyttelton y Nelson; TGRI fijado en NZ$100 por unidad; 7,563 vehículos usados importados inscritos en mayo.',
  ],
  [
    'Abril de 2025',
    'Cierre de subastas por Golden Week',
    'Subastas abiertas parcialmente del 29 abr al 2 may y del 7 al 9 may, cerradas del 3 al 6 may y con actividad normal desde el 10 may. El área de ventas atendió sin interrupción.',
  ],
] as const;

export default function NewsBulletinPage() {
  return (
    <>
      <Lead>
        Novedades de la empresa, cierres por feriados y cambios que afectan la forma en que usted compra y
        recibe sus vehículos. Los concesionarios con sesión iniciada pueden leer los avisos completos,
        incluidos los calendarios de embarque, en la página de avisos de su cuenta.
      </Lead>
      <Section title="Últimas noticias">
        <DatedList items={bulletins} />
      </Section>
      <NextSteps
        links={[
          ['Avisos', '/my-account/notices'],
          ['Boletín informativo', '/about/newsletter'],
        ]}
      />
    </>
  );
}
