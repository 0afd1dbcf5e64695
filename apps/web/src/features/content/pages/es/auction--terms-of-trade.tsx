// Spanish translation of ../auction--terms-of-trade.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function AuctionTermsOfTradePage() {
  return (
    <>
      <Lead>
        Estas condiciones se aplican a todos los vehículos que IBC Japan compra para usted en subastas de
        Japón, además de nuestras condiciones comerciales generales. Léalas antes de enviar una solicitud de
        puja.
      </Lead>
      <BulletSection
        title="Pujas"
        items={[
          'Una solicitud de puja es una instrucción vinculante para pujar hasta el máximo indicado. Puede retirarse sin costo hasta las 17:00 JST del día anterior al remate.',
          'Pujamos en su interés y nunca por encima de su máximo. El precio de adjudicación es definitivo y no se puede renegociar.',
          'Antes de pujar se exige un depósito reembolsable del 20% de la puja máxima, salvo que su cuenta tenga una línea de crédito.',
        ]}
      />
      <BulletSection
        title="Pago"
        items={[
          'Las pujas ganadas se facturan el mismo día. El pago vence a los tres días hábiles de la fecha de la factura.',
          'Los pagos atrasados generan un cargo por almacenaje en patio desde el cuarto día, de ¥1,000 por vehículo y por día, y la casa de subastas puede cobrar un recargo por mora.',
          'Si el pago no se recibe en un plazo de diez días hábiles, el vehículo puede revenderse y cualquier pérdida se descontará de su depósito.',
        ]}
      />
      <Section title="Estado del vehículo y reclamos">
        <p>
          Los vehículos de subasta se venden tal como se describen en la hoja de subasta. Los reclamos por
          defectos no declarados deben presentarse dentro de los siete días siguientes al remate, antes de que
          el vehículo salga de Japón, y los resuelve la casa de subastas según sus propias normas. Una vez
          exportado el vehículo, la política de reclamos de IBC Japan solo cubre los daños ocurridos mientras
          estaba bajo nuestra custodia.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Condiciones comerciales generales', '/about/terms-of-trade'],
          ['Política de reclamos', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
