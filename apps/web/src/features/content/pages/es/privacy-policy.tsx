// Spanish translation of ../privacy-policy.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function PrivacyPolicyPage() {
  return (
    <>
      <Lead>
        IBC Japan Co., Ltd. respeta su privacidad y trata los datos personales de conformidad con la Ley de
        Protección de la Información Personal de Japón y con las leyes de privacidad de los mercados en los
        que vendemos, incluida la Privacy Act 2020 de Nueva Zelanda.
      </Lead>
      <BulletSection
        title="Para qué recopilamos información"
        items={[
          'Para abrir y administrar su cuenta de concesionario y verificar su empresa.',
          'Para responder sus ofertas y consultas, y enviarle facturas, documentos y avisos de embarque.',
          'Para cumplir las obligaciones de exportación, aduaneras y tributarias en Japón y en su país.',
          'Para mantener la seguridad del sitio, detectar fraudes y mejorar nuestro servicio.',
        ]}
      />
      <Section title="Con quién la compartimos">
        <p>
          Solo compartimos información con las empresas que nos ayudan a entregarle sus vehículos: navieras,
          entidades de inspección, agentes de aduana, bancos y proveedores de pago, y las empresas de nuestro
          grupo. Cada una recibe únicamente lo que necesita. No vendemos datos personales ni los usamos para
          publicidad de terceros.
        </p>
      </Section>
      <Section title="Conservación y protección">
        <p>
          Los registros de cuentas y transacciones se conservan durante siete años después de su última compra
          y luego se eliminan. Las contraseñas se almacenan únicamente como hashes con sal, las conexiones al
          sitio están cifradas y el acceso del personal se limita a quienes lo necesitan. Escriba al correo de
          ventas que figura en nuestra página de contacto para consultar, corregir o eliminar su información.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Política de privacidad y cookies', '/about/privacy-cookies-policy'],
          ['Contacto', '/about/contact-us'],
        ]}
      />
    </>
  );
}
