// Spanish translation of ../stocks--purchasing-process.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, StepsSection, TableSection } from '../../components/content-blocks';

export default function StocksPurchasingProcessPage() {
  return (
    <>
      <Lead>
        Comprar un vehículo a IBC Japan lleva seis pasos, desde la primera búsqueda hasta el retiro en su
        puerto. La mayoría de los concesionarios completan los trámites en un día; el resto es el tiempo de
        navegación hasta su país.
      </Lead>
      <StepsSection
        title="De la oferta al retiro"
        steps={[
          [
            'Abra una cuenta de concesionario',
            'Registre su empresa, su país de destino y su puerto. Verificamos sus datos y le abrimos cuentas en JPY y en su moneda local.',
          ],
          [
            'Elija y oferte',
            'Busque en nuestro stock, lea la ficha de cada unidad y envíe una oferta de precio. Las ofertas se responden en un plazo de un día hábil japonés.',
          ],
          [
            'Factura proforma',
            'Cuando aceptamos su oferta, reservamos el vehículo y le enviamos por correo electrónico una factura proforma con el precio acordado y las condiciones de embarque.',
          ],
          [
            'Pago',
            'Pague por transferencia bancaria internacional a la cuenta indicada en la factura en un plazo de cinco días hábiles. Los depósitos y saldos aparecen en el resumen de su cuenta.',
          ],
          [
            'Exportación y embarque',
            'Tramitamos la cancelación de la matrícula del vehículo, realizamos la inspección de exportación y lo reservamos en el próximo buque a su puerto.',
          ],
          [
            'Documentos y retiro',
            'Tras el zarpe, recibirá por courier el certificado de exportación original y el conocimiento de embarque, o una liberación por télex para agilizar el desaduanaje.',
          ],
        ]}
      />
      <TableSection
        title="Plazos habituales"
        caption="Plazo habitual de cada etapa"
        head={['Etapa', 'Días hábiles']}
        rows={[
          ['Respuesta a la oferta', '1'],
          ['Recepción y confirmación del pago', '2 – 5'],
          ['Cancelación de matrícula para exportación e inspección', '5 – 7'],
          ['Navegación de Japón a Nueva Zelanda', '14 – 21'],
          ['Navegación de Japón a Mombasa', '25 – 35'],
        ]}
      />
      <Callout title="Pague en su propia moneda">
        Las cuentas pueden llevarse en JPY, NZD, AUD, USD, GBP y varias monedas africanas. Cambie de una a
        otra desde el menú de la cuenta; los precios y los tipos de cambio se actualizan al instante.
      </Callout>
      <NextSteps
        links={[
          ['Buscar vehículos', '/search'],
          ['Condiciones comerciales', '/about/terms-of-trade'],
          ['Preguntas frecuentes', '/faq'],
        ]}
      />
    </>
  );
}
