// French translation of ../auction--idirect-deposit.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function IDirectDepositPage() {
  return (
    <>
      <Lead>
        iDirect permet aux concessionnaires agréés d’enchérir directement sur les lots des ventes aux enchères
        japonaises depuis leur propre écran, avec les résultats en direct et les fiches d’enchères en anglais.
        Avant l’ouverture de votre plafond d’enchères, nous demandons un dépôt de garantie remboursable, porté
        au crédit de votre compte.
      </Lead>
      <TableSection
        title="Dépôt et plafond d’enchères"
        caption="Dépôts iDirect et plafonds d’enchères"
        head={['Dépôt (JPY)', 'Plafond d’enchères (JPY)']}
        rows={[
          ['¥300,000', '¥1,500,000'],
          ['¥500,000', '¥3,000,000'],
          ['¥1,000,000', '¥7,500,000'],
        ]}
      >
        <p>
          Votre plafond d’enchères correspond au total, à tout moment, de vos enchères en cours et de vos lots
          remportés non encore réglés. Dès qu’un lot remporté est payé, le montant correspondant est libéré
          pour de nouvelles enchères.
        </p>
      </TableSection>
      <Section title="Versement et remboursement du dépôt">
        <p>
          Versez le dépôt par virement télégraphique sur le compte indiqué sur votre facture iDirect, en
          mentionnant votre code client. Le dépôt est intégralement remboursé dans les dix jours ouvrés
          suivant une demande écrite, une fois toutes les factures d’enchères de votre compte réglées.
        </p>
      </Section>
      <Callout title="Obtenir l’accès">
        L’accès à iDirect est activé par votre gestionnaire de compte. Une fois celui-ci actif, un lien «
        Ventes aux enchères au Japon » apparaît dans le menu Enchères et ouvre iDirect sans nouvelle
        connexion.
      </Callout>
      <NextSteps
        links={[
          ['Conditions commerciales des enchères', '/auction/terms-of-trade'],
          ['Nous contacter', '/about/contact-us'],
        ]}
      />
    </>
  );
}
