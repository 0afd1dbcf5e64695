import type { ContentTitles } from '../../content-pages';

export const titles: ContentTitles = {
  '/about': {
    title: 'Sobre IBC Japan',
    description: 'Quiénes somos, en qué creemos y cómo comunicarse con nuestro equipo en Yokohama.',
  },
  '/about/reputation': {
    title: 'Nuestra reputación',
    description:
      'Lo que dicen los concesionarios de Nueva Zelanda y de todo el mundo tras años comprando vehículos a IBC Japan.',
    section: 'Sobre nosotros',
  },
  '/about/belief': {
    title: 'Nuestra filosofía',
    description:
      'Creemos que un exportador se gana la fidelidad de sus clientes describiendo cada vehículo con honestidad y respondiendo con rapidez a cada oferta.',
    section: 'Sobre nosotros',
  },
  '/about/corporate-brochure': {
    title: 'Folleto corporativo',
    description:
      'Descargue nuestro folleto corporativo para conocer nuestra empresa, nuestros servicios y los mercados a los que exportamos.',
    section: 'Sobre nosotros',
  },
  '/about/newsletter': {
    title: 'Boletín informativo',
    description:
      'Suscríbase a nuestro boletín para recibir calendarios de embarque, novedades del mercado y avisos de nuevas unidades en stock.',
    section: 'Sobre nosotros',
  },
  '/about/contact-us': {
    title: 'Contacto',
    description:
      'Comuníquese con el equipo de ventas de IBC Japan en Yokohama por correo electrónico, teléfono o fax, en horario hábil de Japón.',
    section: 'Sobre nosotros',
  },
  '/about/ceo-message': {
    title: 'Mensaje de nuestro CEO',
    description:
      'Nuestro presidente ejecutivo habla de las relaciones a largo plazo que construimos con los concesionarios de cada mercado al que exportamos.',
    section: 'Sobre nosotros',
  },
  '/about/privacy-cookies-policy': {
    title: 'Política de privacidad y cookies',
    description:
      'Cómo IBC Japan recopila, utiliza y protege sus datos personales, y qué cookies utiliza este sitio.',
    section: 'Sobre nosotros',
  },
  '/about/global-network': {
    title: 'Red global',
    description:
      'Nuestras oficinas, agentes y socios navieros en Japón, Nueva Zelanda, África y otros mercados.',
    section: 'Sobre nosotros',
  },
  '/about/group-affiliations': {
    title: 'Grupo y afiliaciones',
    description: 'Las empresas de nuestro grupo y las asociaciones del sector a las que pertenece IBC Japan.',
    section: 'Sobre nosotros',
  },
  '/about/pre-owned-cars': {
    title: 'Autos usados japoneses',
    description:
      'Por qué los autos usados japoneses tienen bajo kilometraje, buen mantenimiento y gran demanda en todo el mundo.',
    section: 'Sobre nosotros',
  },
  '/about/news-bulletin': {
    title: 'Noticias',
    description: 'Novedades de la empresa, cierres por feriados y anuncios de IBC Japan.',
    section: 'Sobre nosotros',
  },
  '/about/terms-of-trade': {
    title: 'Condiciones comerciales',
    description:
      'Las condiciones en que IBC Japan vende y embarca vehículos, incluidos el pago, la entrega y los reclamos.',
    section: 'Sobre nosotros',
  },
  '/stocks': {
    title: 'Stock',
    description:
      'Formas de comprar vehículos a IBC Japan: nuestro propio inventario, descuentos por volumen y el proceso de compra.',
  },
  '/stocks/purchase-from-ibc-inventory': {
    title: 'Comprar del stock de IBC',
    description:
      'Compre vehículos que ya son propiedad de IBC Japan y ya fueron inspeccionados, listos para embarcar en el próximo buque.',
    section: 'Stock',
  },
  '/stocks/purchasing-process': {
    title: 'Proceso de compra de stock',
    description:
      'De la oferta a la entrega: cómo se confirma, se paga, se embarca y se retira una compra de nuestro stock.',
    section: 'Stock',
  },
  '/stocks/buy-more-save-more': {
    title: 'Buy More Save More',
    description:
      'Precios por volumen para concesionarios que compran varias unidades al mes de nuestro stock.',
    section: 'Stock',
  },
  '/stocks/clean-car-standard-fees': {
    title: 'Cargos del Clean Car Standard',
    description:
      'Cómo se aplican los cargos del Clean Car Standard de Nueva Zelanda a los vehículos que usted importa.',
    section: 'Stock',
  },
  '/auction': {
    title: 'Subastas',
    description:
      'Compre en subastas de todo Japón: IBC Japan puja, inspecciona y embarca los vehículos por usted.',
  },
  '/auction/purchasing-process': {
    title: 'Proceso de compra en subastas',
    description:
      'Cómo solicitar una puja, qué ocurre cuando la gana y cómo se pagan y embarcan los vehículos de subasta.',
    section: 'Subastas',
  },
  '/auction/buy-trips': {
    title: 'Viajes de compra',
    description: 'Visite Japón y asista en persona a las subastas, con nuestro equipo como guía.',
    section: 'Subastas',
  },
  '/auction/terms-of-trade': {
    title: 'Condiciones comerciales de subastas',
    description:
      'Las condiciones que se aplican a los vehículos que compramos para usted en subastas de Japón.',
    section: 'Subastas',
  },
  '/auction/idirect-deposit': {
    title: 'Depósito iDirect',
    description:
      'El depósito que se exige antes de pujar directamente en subastas de Japón a través de iDirect.',
    section: 'Subastas',
  },
  '/services': {
    title: 'Servicios',
    description:
      'Inspecciones, seguros, transporte marítimo y financiamiento que protegen su compra desde Japón hasta su patio.',
  },
  '/services/tariff': {
    title: 'Tarifas',
    description: 'Nuestra lista de tarifas y cargos por servicios de exportación, inspección y embarque.',
    section: 'Servicios',
  },
  '/services/claims-policy': {
    title: 'Política de reclamos',
    description: 'Qué puede reclamar, cómo presentar un reclamo y en cuánto tiempo lo resolvemos.',
    section: 'Servicios',
  },
  '/services/quality-control': {
    title: 'Control de calidad',
    description: 'Las revisiones que supera cada vehículo en nuestro patio antes de ponerse a la venta.',
    section: 'Servicios',
  },
  '/services/pre-shipping-inspections': {
    title: 'Inspecciones previas al embarque',
    description:
      'Inspecciones de bioseguridad y de cumplimiento normativo realizadas en Japón antes de cargar su vehículo.',
    section: 'Servicios',
  },
  '/services/history-check': {
    title: 'Verificación de historial',
    description:
      'Historial verificado de propietarios, accidentes y kilometraje del vehículo que usted está comprando.',
    section: 'Servicios',
  },
  '/services/containerization': {
    title: 'Envío en contenedor',
    description:
      'Envío de vehículos y repuestos en contenedores de 20 y 40 pies, incluida la estiba de autos en contenedores de 40 pies.',
    section: 'Servicios',
  },
  '/services/maritime-insurance': {
    title: 'Seguro marítimo',
    description: 'Un seguro que cubre su vehículo contra pérdidas y daños durante la travesía marítima.',
    section: 'Servicios',
  },
  '/services/odometer-verification': {
    title: 'Verificación del odómetro',
    description:
      'Cómo contrastamos el kilometraje registrado con los registros de subastas y de mantenimiento en Japón.',
    section: 'Servicios',
  },
  '/services/financing-services': {
    title: 'Servicios de financiamiento',
    description:
      'Opciones de financiamiento comercial que permiten a los concesionarios comprar más stock antes de vender.',
    section: 'Servicios',
  },
  '/dashboard': {
    title: 'Panel',
    description: 'Accesos directos al resumen de su cuenta, sus ofertas, avisos y embarques.',
  },
  '/my-account': {
    title: 'Mi cuenta',
    description:
      'Todo sobre su cuenta de concesionario: condiciones, pagos, documentos de embarque y ofertas.',
  },
  '/my-account/terms-of-trade': {
    title: 'Mis condiciones comerciales',
    description:
      'Las condiciones comerciales acordadas para su cuenta, incluidas las condiciones de pago y la modalidad de entrega.',
    section: 'Mi cuenta',
  },
  '/my-account/ibc-partner': {
    title: 'IBC Partner',
    description: 'Beneficios del programa IBC Partner para concesionarios que compran con regularidad.',
    section: 'Mi cuenta',
  },
  '/my-account/payment-options': {
    title: 'Formas de pago',
    description: 'Los medios de pago por transferencia bancaria y tarjeta disponibles para su cuenta.',
    section: 'Mi cuenta',
  },
  '/my-account/pay-via-paypal': {
    title: 'Pagar con PayPal',
    description: 'Pague con PayPal las facturas y los depósitos de su cuenta.',
    section: 'Mi cuenta',
  },
  '/my-account/buy-more-save-more': {
    title: 'Buy More Save More',
    description:
      'Sus precios por volumen Buy More Save More: cómo se aplican los tramos de descuento a sus compras.',
    section: 'Mi cuenta',
  },
  '/account': {
    title: 'Cuenta',
    description:
      'Inicie sesión en su cuenta de concesionario, abra una cuenta nueva o recupere su contraseña.',
  },
  '/printable': {
    title: 'Documentos para imprimir',
    description:
      'Versiones listas para imprimir de las fichas informativas de los vehículos, para sus archivos y sus clientes.',
  },
  '/form': {
    title: 'Formularios',
    description: 'Formularios para solicitar fichas y enviar consultas.',
  },
  '/privacy-policy': {
    title: 'Política de privacidad',
    description:
      'Cómo IBC Japan trata los datos personales recopilados a través de este sitio y de nuestros servicios.',
  },
  '/faq': {
    title: 'Preguntas frecuentes',
    description:
      'Respuestas a las preguntas más habituales de los concesionarios sobre compras, pagos, embarques y reclamos.',
  },
};
