// Spanish translation of ../stocks--purchase-from-ibc-inventory.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, StepsSection } from '../../components/content-blocks';

export default function PurchaseFromIbcInventoryPage() {
  return (
    <>
      <Lead>
        El stock de IBC está formado por vehículos que ya compramos en subastas o a concesionarios japoneses,
        que ya pagamos y trasladamos a nuestros propios patios en Yokohama, Nagoya y Osaka. Como el vehículo
        es nuestro, usted trata con un solo vendedor, un solo precio y un solo juego de documentos, y la
        unidad puede cargarse en el próximo buque a su puerto.
      </Lead>
      <BulletSection
        title="Por qué comprar de nuestro propio stock"
        items={[
          'Cada unidad se vuelve a inspeccionar en nuestro patio después de la compra, con 40 fotos o más y la traducción de la hoja de subasta en su ficha.',
          'Los concesionarios con sesión iniciada ven un precio puesto en su puerto: FOB, flete, cargos offshore y, para Nueva Zelanda, el GST ya calculados.',
          'Sin pujas y sin esperar resultados de subasta: envíe una oferta y su ejecutivo de cuenta le responderá en un plazo de un día hábil japonés.',
          'Las unidades pueden reservarse durante 48 horas mientras usted gestiona el pago, y se embarcan en el primer buque tras la recepción de los fondos.',
        ]}
      />
      <StepsSection
        title="Cómo comprar"
        steps={[
          [
            'Busque en el stock',
            'Filtre por marca, modelo, año, kilometraje y calificación, y compare hasta cuatro vehículos lado a lado.',
          ],
          [
            'Envíe una oferta',
            'Ofrezca el precio completo o negocie: su oferta llega por correo electrónico a su ejecutivo de cuenta, con el desglose del precio.',
          ],
          [
            'Confirme y pague',
            'Una vez aceptada la oferta, recibirá una factura proforma; pague por transferencia bancaria internacional en un plazo de cinco días hábiles.',
          ],
          [
            'Embarque y retiro',
            'Exportamos, inspeccionamos y embarcamos el vehículo, y le enviamos el conocimiento de embarque y el certificado de exportación cuando zarpa el buque.',
          ],
        ]}
      />
      <Callout title="Concesionarios de Nueva Zelanda">
        Nuestras unidades con destino a Nueva Zelanda se revisan de antemano según los requisitos de
        bioseguridad del MPI y de certificación de ingreso, y los calendarios de embarque a Auckland,
        Wellington, Lyttelton y Nelson se publican cada mes en la página de avisos.
      </Callout>
      <NextSteps
        links={[
          ['Buscar vehículos', '/search'],
          ['Proceso de compra', '/stocks/purchasing-process'],
          ['Abrir una cuenta', '/account/signup'],
        ]}
      />
    </>
  );
}
