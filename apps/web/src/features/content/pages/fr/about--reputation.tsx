// French translation of ../about--reputation.tsx: keep its structure and figures when that page changes.
import { Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function ReputationPage() {
  return (
    <>
      <Lead>
        IBC Japan exporte des véhicules d’occasion depuis le Japon depuis 1998. L’essentiel de notre activité
        provient de concessionnaires qui nous achètent des véhicules depuis cinq ans ou plus, et des confrères
        à qui ils nous recommandent.
      </Lead>
      <TableSection
        title="En chiffres"
        caption="IBC Japan en chiffres"
        head={['', 'Chiffre']}
        rows={[
          ['Véhicules exportés depuis 1998', '180,000+'],
          ['Comptes concessionnaires actifs', '2,400'],
          ['Pays desservis l’an dernier', '38'],
          ['Offres traitées sous un jour ouvré', '97%'],
          ['Réclamations réglées sous dix jours ouvrés', '94%'],
        ]}
      />
      <Section title="Ce que nous disent les concessionnaires">
        <blockquote className="border-s-4 border-slate-300 ps-4 text-slate-700 italic">
          « La fiche de contrôle, c’est exactement la voiture. En huit ans, nous avons eu deux réclamations,
          et les deux ont été réglées en moins d’une semaine. »
          <footer className="mt-1 text-sm not-italic text-slate-500">
            Négociant en voitures d’occasion, Hamilton, Nouvelle-Zélande
          </footer>
        </blockquote>
        <blockquote className="border-s-4 border-slate-300 ps-4 text-slate-700 italic">
          « Avec des prix rendus en shillings, je peux faire un devis à mes clients le jour même. »
          <footer className="mt-1 text-sm not-italic text-slate-500">Importateur, Mombasa, Kenya</footer>
        </blockquote>
      </Section>
      <Section title="Adhésions et normes">
        <p>
          Nous sommes membres de la Japan Used Motor Vehicle Exporters Association et des principaux groupes
          de ventes aux enchères, et nous respectons leurs codes en matière de description honnête et
          d’intégrité des compteurs kilométriques. Nos parcs sont des installations agréées pour l’inspection
          de biosécurité du MPI néo-zélandais.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Nos valeurs', '/about/belief'],
          ['Nous contacter', '/about/contact-us'],
        ]}
      />
    </>
  );
}
