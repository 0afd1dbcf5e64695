// Spanish translation of ../about--terms-of-trade.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function TermsOfTradePage() {
  return (
    <>
      <Lead>
        Estas condiciones comerciales se aplican a todos los vehículos que IBC Japan Co., Ltd. vende de su
        propio stock. Al enviar una oferta, usted las acepta. Las compras en subasta se rigen además por las
        condiciones comerciales de subastas.
      </Lead>
      <BulletSection
        title="1. Ofertas y contratos"
        items={[
          'Los precios del sitio se expresan FOB Japón, C&F o puestos en su puerto, según se indique en cada vehículo.',
          'Una oferta queda aceptada cuando emitimos una factura proforma. Hasta entonces, el vehículo puede venderse a otro comprador.',
          'Los vehículos aceptados se reservan durante cinco días hábiles, a la espera del pago.',
        ]}
      />
      <BulletSection
        title="2. Pago"
        items={[
          'El pago se realiza por transferencia bancaria internacional en la moneda de la factura, únicamente a la cuenta bancaria indicada en ella.',
          'Las comisiones bancarias de ambas partes corren por cuenta del comprador; el monto recibido debe ser igual al de la factura.',
          'Si el pago se atrasa, se cobra un almacenaje de ¥1,000 por vehículo y por día, y la reserva puede cancelarse.',
        ]}
      />
      <BulletSection
        title="3. Embarque y riesgo"
        items={[
          'El riesgo se transfiere al comprador cuando el vehículo se carga en el buque, salvo que el seguro marítimo se contrate a través de nosotros.',
          'Las fechas de zarpe y las ETA son las de la naviera y pueden cambiar; no somos responsables de los retrasos de navieras o puertos.',
          'Los documentos originales se entregan una vez pagada la factura en su totalidad.',
        ]}
      />
      <Section title="4. Estado, reclamos y legislación aplicable">
        <p>
          Los vehículos se venden tal como se describen en su ficha. Los reclamos se tramitan según nuestra
          política de reclamos. Estas condiciones se rigen por las leyes de Japón y, salvo acuerdo en
          contrario, las controversias se someten al Tribunal de Distrito de Yokohama.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Política de reclamos', '/services/claims-policy'],
          ['Condiciones comerciales de subastas', '/auction/terms-of-trade'],
        ]}
      />
    </>
  );
}
