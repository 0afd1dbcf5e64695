// Spanish translation of ../faq.tsx: keep its structure and figures when that page changes.
import { Link } from 'react-router';
import { Lead, NextSteps, QuestionSection, type FaqGroups } from '../../components/content-blocks';

const faq: FaqGroups = [
  [
    'Compras',
    [
      [
        '¿Por qué no veo los precios?',
        <>
          Los precios dependen de su país, su puerto y su moneda, por lo que solo se muestran a los
          concesionarios con sesión iniciada.{' '}
          <Link to="/account/signup" className="text-brand-700 underline">
            Abra una cuenta
          </Link>
          ; es gratis.
        </>,
      ],
      [
        '¿Cuántos vehículos puedo comparar?',
        'Hasta cuatro a la vez. Agréguelos desde los resultados de búsqueda y abra la barra de comparación en la parte inferior de la página.',
      ],
      [
        '¿Puedo negociar el precio?',
        'Sí. Envíe una oferta desde cualquier vehículo; su ejecutivo de cuenta le responderá en un plazo de un día hábil japonés.',
      ],
    ],
  ],
  [
    'Pagos',
    [
      [
        '¿En qué monedas puedo pagar?',
        'En JPY, NZD, AUD, USD, GBP y varias monedas africanas, según las cuentas abiertas para su empresa.',
      ],
      [
        '¿Cuándo vence el pago?',
        'A los cinco días hábiles de la factura proforma. Las cuentas de Nueva Zelanda se facturan después de la salida del buque, con fechas de cobro basadas en una ETA segura.',
      ],
    ],
  ],
  [
    'Embarques y reclamos',
    [
      [
        '¿Cuánto tarda el transporte marítimo?',
        'Unos 14 a 21 días hasta Nueva Zelanda y 25 a 35 días hasta Mombasa, más 5 a 7 días hábiles de preparación para la exportación.',
      ],
      [
        '¿Qué pasa si mi vehículo llega dañado?',
        'Anótelo en el comprobante de entrega, tome fotos y contáctenos dentro de los siete días siguientes. Consulte las páginas de política de reclamos y de seguro marítimo.',
      ],
      [
        '¿Envían en contenedores?',
        'Sí, en contenedores de 20 y 40 pies desde Yokohama y Osaka, incluida la carga de hasta cuatro autos en contenedores de 40 pies.',
      ],
    ],
  ],
];

export default function FaqPage() {
  return (
    <>
      <Lead>
        Respuestas a las preguntas que más nos hacen los concesionarios sobre compras, pagos, embarques y
        reclamos. Si su pregunta no está aquí, nuestro equipo de ventas en Yokohama le responderá en un plazo
        de un día hábil.
      </Lead>
      {faq.map(([title, questions]) => (
        <QuestionSection key={title} title={title} questions={questions} />
      ))}
      <NextSteps
        links={[
          ['Contacto', '/about/contact-us'],
          ['Proceso de compra', '/stocks/purchasing-process'],
          ['Política de reclamos', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
