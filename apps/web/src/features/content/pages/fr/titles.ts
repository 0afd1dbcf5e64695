import type { ContentTitles } from '../../content-pages';

export const titles: ContentTitles = {
  '/about': {
    title: 'À propos d’IBC Japan',
    description: 'Qui nous sommes, nos convictions et comment joindre notre équipe à Yokohama.',
  },
  '/about/reputation': {
    title: 'Notre réputation',
    description:
      'Ce que disent les concessionnaires de Nouvelle-Zélande et du monde entier après des années d’achats auprès d’IBC Japan.',
    section: 'À propos',
  },
  '/about/belief': {
    title: 'Nos valeurs',
    description:
      'Nous sommes convaincus qu’un exportateur gagne la fidélité de ses clients en décrivant chaque véhicule avec honnêteté et en répondant rapidement à chaque offre.',
    section: 'À propos',
  },
  '/about/corporate-brochure': {
    title: 'Brochure de l’entreprise',
    description:
      'Téléchargez la brochure de notre entreprise pour découvrir notre société, nos services et nos marchés d’exportation.',
    section: 'À propos',
  },
  '/about/newsletter': {
    title: 'Lettre d’information',
    description:
      'Abonnez-vous à notre lettre d’information pour recevoir les plannings d’expédition, l’actualité des marchés et les alertes sur les nouveaux arrivages.',
    section: 'À propos',
  },
  '/about/contact-us': {
    title: 'Nous contacter',
    description:
      'Joignez l’équipe commerciale d’IBC Japan à Yokohama par e-mail, téléphone ou fax, aux heures ouvrables japonaises.',
    section: 'À propos',
  },
  '/about/ceo-message': {
    title: 'Message du PDG',
    description:
      'Notre président-directeur général évoque les relations durables que nous construisons avec les concessionnaires de chaque marché que nous desservons.',
    section: 'À propos',
  },
  '/about/privacy-cookies-policy': {
    title: 'Politique de confidentialité et cookies',
    description:
      'Comment IBC Japan collecte, utilise et protège vos données personnelles, et quels cookies ce site dépose.',
    section: 'À propos',
  },
  '/about/global-network': {
    title: 'Réseau mondial',
    description:
      'Nos bureaux, agents et partenaires maritimes au Japon, en Nouvelle-Zélande, en Afrique et au-delà.',
    section: 'À propos',
  },
  '/about/group-affiliations': {
    title: 'Groupe et affiliations',
    description:
      'Les sociétés de notre groupe et les associations professionnelles dont IBC Japan est membre.',
    section: 'À propos',
  },
  '/about/pre-owned-cars': {
    title: 'Véhicules d’occasion',
    description:
      'Pourquoi les véhicules d’occasion japonais affichent un faible kilométrage, sont bien entretenus et recherchés dans le monde entier.',
    section: 'À propos',
  },
  '/about/news-bulletin': {
    title: 'Actualités',
    description: 'Actualités de la société, fermetures pour congés et annonces d’IBC Japan.',
    section: 'À propos',
  },
  '/about/terms-of-trade': {
    title: 'Conditions commerciales',
    description:
      'Les conditions auxquelles IBC Japan vend et expédie ses véhicules, notamment en matière de paiement, de livraison et de réclamations.',
    section: 'À propos',
  },
  '/stocks': {
    title: 'Stock',
    description:
      'Les différentes façons d’acheter chez IBC Japan : notre propre stock, les remises sur volume et le processus d’achat.',
  },
  '/stocks/purchase-from-ibc-inventory': {
    title: 'Acheter dans le stock IBC',
    description:
      'Achetez des véhicules déjà détenus et inspectés par IBC Japan, prêts à partir sur le prochain navire.',
    section: 'Stock',
  },
  '/stocks/purchasing-process': {
    title: 'Processus d’achat en stock',
    description:
      'De l’offre à la livraison : comment un achat sur notre stock est confirmé, réglé, expédié et retiré.',
    section: 'Stock',
  },
  '/stocks/buy-more-save-more': {
    title: 'Achetez plus, économisez plus',
    description:
      'Des prix dégressifs pour les concessionnaires qui achètent plusieurs unités par mois dans notre stock.',
    section: 'Stock',
  },
  '/stocks/clean-car-standard-fees': {
    title: 'Frais Clean Car Standard',
    description:
      'Comment les redevances et frais du Clean Car Standard néo-zélandais s’appliquent aux véhicules que vous importez.',
    section: 'Stock',
  },
  '/auction': {
    title: 'Enchères',
    description:
      'Achetez dans les ventes aux enchères de tout le Japon : IBC Japan enchérit, inspecte et expédie pour votre compte.',
  },
  '/auction/purchasing-process': {
    title: 'Processus d’achat aux enchères',
    description:
      'Comment demander une enchère, ce qui se passe lorsque vous remportez un lot et comment les véhicules achetés aux enchères sont réglés et expédiés.',
    section: 'Enchères',
  },
  '/auction/buy-trips': {
    title: 'Voyages d’achat',
    description: 'Venez au Japon et assistez aux ventes aux enchères en personne, guidé par notre équipe.',
    section: 'Enchères',
  },
  '/auction/terms-of-trade': {
    title: 'Conditions commerciales des enchères',
    description:
      'Les conditions applicables aux véhicules achetés pour votre compte dans les ventes aux enchères au Japon.',
    section: 'Enchères',
  },
  '/auction/idirect-deposit': {
    title: 'Dépôt iDirect',
    description:
      'Le dépôt exigé avant de pouvoir enchérir directement dans les ventes aux enchères japonaises via iDirect.',
    section: 'Enchères',
  },
  '/services': {
    title: 'Services',
    description:
      'Inspections, assurance, transport maritime et financement : des services qui protègent votre achat du Japon jusqu’à votre parc.',
  },
  '/services/tariff': {
    title: 'Tarifs',
    description:
      'Notre grille de frais de service pour l’exportation, l’inspection et le transport maritime.',
    section: 'Services',
  },
  '/services/claims-policy': {
    title: 'Politique de réclamation',
    description:
      'Ce qui peut faire l’objet d’une réclamation, comment la déposer et dans quels délais nous la traitons.',
    section: 'Services',
  },
  '/services/quality-control': {
    title: 'Contrôle qualité',
    description: 'Les vérifications que chaque véhicule passe dans notre parc avant d’être mis en vente.',
    section: 'Services',
  },
  '/services/pre-shipping-inspections': {
    title: 'Inspections avant expédition',
    description:
      'Les inspections de biosécurité et de conformité réalisées au Japon avant le chargement de votre véhicule.',
    section: 'Services',
  },
  '/services/history-check': {
    title: 'Vérification de l’historique',
    description:
      'L’historique vérifié des propriétaires, des accidents et du compteur kilométrique du véhicule que vous achetez.',
    section: 'Services',
  },
  '/services/containerization': {
    title: 'Conteneurisation',
    description:
      'L’expédition de véhicules et de pièces en conteneurs de 20 et 40 pieds, y compris l’empotage en conteneur de 40 pieds.',
    section: 'Services',
  },
  '/services/maritime-insurance': {
    title: 'Assurance maritime',
    description: 'Une assurance qui couvre votre véhicule contre la perte et les dommages en mer.',
    section: 'Services',
  },
  '/services/odometer-verification': {
    title: 'Vérification du compteur kilométrique',
    description:
      'Comment nous contrôlons le kilométrage affiché au regard des fiches d’enchères et des carnets d’entretien au Japon.',
    section: 'Services',
  },
  '/services/financing-services': {
    title: 'Solutions de financement',
    description:
      'Des solutions de financement du commerce qui permettent aux concessionnaires de constituer davantage de stock avant de vendre.',
    section: 'Services',
  },
  '/dashboard': {
    title: 'Tableau de bord',
    description: 'Accès rapide au résumé de votre compte, à vos offres, à vos avis et à vos expéditions.',
  },
  '/my-account': {
    title: 'Mon compte',
    description:
      'Tout sur votre compte professionnel : conditions, paiements, documents d’expédition et offres.',
  },
  '/my-account/terms-of-trade': {
    title: 'Mes conditions commerciales',
    description:
      'Les conditions commerciales convenues pour votre compte, notamment les modalités de paiement et l’incoterm de livraison.',
    section: 'Mon compte',
  },
  '/my-account/ibc-partner': {
    title: 'Partenaire IBC',
    description:
      'Les avantages du programme Partenaire IBC pour les concessionnaires qui achètent régulièrement.',
    section: 'Mon compte',
  },
  '/my-account/payment-options': {
    title: 'Moyens de paiement',
    description: 'Les virements bancaires et paiements par carte disponibles pour votre compte.',
    section: 'Mon compte',
  },
  '/my-account/pay-via-paypal': {
    title: 'Payer avec PayPal',
    description: 'Réglez les factures et dépôts de votre compte avec PayPal.',
    section: 'Mon compte',
  },
  '/my-account/buy-more-save-more': {
    title: 'Achetez plus, économisez plus',
    description:
      'Vos prix dégressifs du programme « Achetez plus, économisez plus » : comment les paliers de remise s’appliquent à vos achats.',
    section: 'Mon compte',
  },
  '/account': {
    title: 'Compte',
    description: 'Connectez-vous à votre compte professionnel, ouvrez-en un ou récupérez votre mot de passe.',
  },
  '/printable': {
    title: 'Documents imprimables',
    description:
      'Des versions prêtes à imprimer des fiches d’information véhicule, pour vos dossiers et vos clients.',
  },
  '/form': {
    title: 'Formulaires',
    description: 'Formulaires de demande pour les check-lists et les renseignements.',
  },
  '/privacy-policy': {
    title: 'Politique de confidentialité',
    description: 'Comment IBC Japan traite les données personnelles recueillies via ce site et nos services.',
  },
  '/faq': {
    title: 'Questions fréquentes',
    description:
      'Les réponses aux questions que les concessionnaires posent le plus souvent sur l’achat, le paiement, l’expédition et les réclamations.',
  },
};
