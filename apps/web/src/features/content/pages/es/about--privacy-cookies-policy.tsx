// Spanish translation of ../about--privacy-cookies-policy.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function PrivacyCookiesPolicyPage() {
  return (
    <>
      <Lead>
        Esta política explica qué datos personales recopila IBC Japan Co., Ltd. a través de este sitio, para
        qué los utilizamos y qué cookies y almacenamiento del navegador necesita el sitio para funcionar.
        Complementa nuestra política de privacidad general.
      </Lead>
      <BulletSection
        title="Información que recopilamos"
        items={[
          'Los datos de cuenta que usted nos proporciona: razón social, nombre de contacto, direcciones de correo electrónico, teléfono, país y puerto.',
          'Los registros de sus ofertas, consultas, facturas y pagos, que conservamos durante siete años según lo exige la legislación tributaria japonesa.',
          'Datos técnicos: dirección IP, tipo de navegador y páginas visitadas, que usamos para mantener el sitio seguro y en funcionamiento.',
        ]}
      />
      <TableSection
        title="Cookies y almacenamiento del navegador"
        caption="Cookies y almacenamiento que utiliza este sitio"
        head={['Nombre', 'Finalidad']}
        rows={[
          ['isAuthenticated (cookie)', 'Recuerda que usted inició sesión'],
          [
            'XSRF-TOKEN (cookie)',
            'Protege los formularios contra la falsificación de solicitudes entre sitios',
          ],
          ['Token de sesión (almacenamiento)', 'Mantiene su sesión iniciada entre una visita y otra'],
          ['Fechas de anuncios (almacenamiento)', 'Muestra cada aviso como máximo una vez al día'],
          ['Ubicación del visitante (almacenamiento)', 'Preselecciona su país en la búsqueda de stock'],
          ['Lista de comparación (almacenamiento)', 'Guarda los vehículos que usted está comparando'],
        ]}
      >
        <p>
          Todos son estrictamente necesarios o funcionales. Si hay un gestor de etiquetas activado, registra
          las páginas vistas sin cookies publicitarias. Puede borrar el almacenamiento en cualquier momento
          desde la configuración de su navegador.
        </p>
      </TableSection>
      <Section title="Sus derechos">
        <p>
          Puede solicitar el acceso, la rectificación o la eliminación de sus datos personales escribiendo al
          correo de ventas que figura en la página de contacto. Respondemos en un plazo de 30 días. No
          vendemos datos personales y solo los compartimos con navieras, entidades de inspección y bancos, en
          la medida necesaria para entregarle sus vehículos.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Política de privacidad', '/privacy-policy'],
          ['Contacto', '/about/contact-us'],
        ]}
      />
    </>
  );
}
