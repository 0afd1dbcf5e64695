// Spanish translation of ../auction--purchasing-process.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, StepsSection } from '../../components/content-blocks';

export default function AuctionPurchasingProcessPage() {
  return (
    <>
      <Lead>
        Cada semana pasan más de 120,000 vehículos por las casas de subastas de Japón. IBC Japan es miembro de
        las principales subastas (USS, TAA, JU, CAA y HAA) y puja en su nombre, para que usted compre
        exactamente el modelo, la versión y el color que necesita a precio mayorista.
      </Lead>
      <StepsSection
        title="Cómo funciona una compra en subasta"
        steps={[
          [
            'Envíe su solicitud',
            'Indíquenos la marca, el modelo, el rango de años, el kilometraje, la calificación y su puja máxima, o elija lotes directamente de los listados de subasta.',
          ],
          [
            'Inspección previa a la puja',
            'Nuestros inspectores revisan el auto en el recinto de la subasta y traducen la hoja de subasta para que usted conozca su estado antes de pujar.',
          ],
          [
            'Pujamos por usted',
            'Pujamos hasta su límite y nunca por encima de él. Los resultados se publican en su cuenta esa misma tarde.',
          ],
          [
            'Factura y pago',
            'Si gana la puja, recibe una factura por el precio de adjudicación, la comisión de la subasta, nuestra tarifa de servicio y el flete; debe pagarla en un plazo de tres días hábiles.',
          ],
          [
            'Transporte y exportación',
            'El auto se traslada en camión a nuestro patio, se vuelve a revisar, se tramita la cancelación de su matrícula y se embarca en el próximo buque a su puerto.',
          ],
        ]}
      />
      <Section title="Costos">
        <p>
          Las compras en subasta incluyen la comisión de la casa de subastas (entre ¥10,000 y ¥20,000 por
          auto, aproximadamente), el transporte terrestre hasta el puerto y nuestra tarifa fija por el
          servicio de puja, que figura en la página de tarifas. Los lotes que no gana no tienen ningún costo.
        </p>
      </Section>
      <Callout title="Depósito">
        Antes de pujar se exige un depósito reembolsable, normalmente del 20% de su puja máxima. Los miembros
        con acceso a iDirect pueden pujar directamente en línea después de constituir un depósito iDirect.
      </Callout>
      <NextSteps
        links={[
          ['Tarifas', '/services/tariff'],
          ['Viajes de compra', '/auction/buy-trips'],
          ['Abrir una cuenta', '/account/signup'],
        ]}
      />
    </>
  );
}
