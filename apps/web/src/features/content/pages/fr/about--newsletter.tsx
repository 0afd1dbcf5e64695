// French translation of ../about--newsletter.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';
import { externalSites } from '@/config/site';

export default function NewsletterPage() {
  return (
    <>
      <Lead>
        La lettre d’information d’IBC Japan paraît deux fois par mois et vous apporte les informations autour
        desquelles les concessionnaires planifient leurs achats : calendriers des navires, fermetures des
        ventes aux enchères, évolution des changes et modèles qui se vendent le plus vite sur votre marché.
      </Lead>
      <BulletSection
        title="Ce que vous recevrez"
        items={[
          'Les plannings d’expédition vers la Nouvelle-Zélande, l’Australie, l’Afrique de l’Est et le Royaume-Uni, avec les dates limites.',
          'Les avis de congés, comme les fermetures des ventes aux enchères pendant la Golden Week, l’obon et le Nouvel An, envoyés un mois à l’avance.',
          'Un point marché avec les chiffres d’immatriculation et les marques et modèles les plus importés.',
          'Une sélection des nouveaux arrivages et les offres « Achetez plus, économisez plus » du mois.',
        ]}
      />
      <Section title="S’abonner">
        <p>
          Abonnez-vous sur le site de notre lettre d’information en indiquant votre adresse e-mail et votre
          marché. Vous pouvez choisir les marchés qui vous intéressent et vous désabonner à tout moment grâce
          au lien figurant en bas de chaque numéro. Nous ne communiquons jamais votre adresse à des tiers.
        </p>
        <p>
          <a
            href={externalSites.newsletter}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            S’abonner à la lettre d’information (s’ouvre dans un nouvel onglet)
          </a>
        </p>
      </Section>
      <NextSteps
        links={[
          ['Actualités', '/about/news-bulletin'],
          ['Nous contacter', '/about/contact-us'],
        ]}
      />
    </>
  );
}
