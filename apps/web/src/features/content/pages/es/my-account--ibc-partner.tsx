// Spanish translation of ../my-account--ibc-partner.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function IbcPartnerPage() {
  return (
    <>
      <Lead>
        IBC Partner es nuestro programa para los concesionarios que compran con regularidad y buscan una
        relación de trabajo más estrecha: prioridad en las nuevas llegadas, mejor asignación de espacio en los
        embarques y un equipo dedicado en Yokohama.
      </Lead>
      <TableSection
        title="Niveles de socio"
        caption="Niveles de IBC Partner"
        head={['Nivel', 'Unidades en los últimos 12 meses']}
        rows={[
          ['Silver', '24+'],
          ['Gold', '60+'],
          ['Platinum', '150+'],
        ]}
      />
      <BulletSection
        title="Beneficios"
        items={[
          'Acceso a las nuevas llegadas 24 horas antes de que se publiquen para todos los concesionarios (Gold y Platinum).',
          'Espacio garantizado en los embarques mensuales a su puerto, incluso en temporada alta.',
          'Verificaciones de historial y certificados de odómetro gratuitos en todas las unidades (Platinum).',
          'Revisiones trimestrales del mercado con su ejecutivo de cuenta, en persona o por videollamada.',
        ]}
      />
      <Section title="Cómo participar">
        <p>
          Los niveles se revisan cada trimestre según su historial de compras; no es necesario postular. Una
          vez que el programa esté activado en su cuenta, verá aquí su nivel actual y las unidades que le
          faltan para alcanzar el siguiente.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Buscar vehículos', '/search'],
          ['Resumen de la cuenta', '/account-summary'],
        ]}
      />
    </>
  );
}
