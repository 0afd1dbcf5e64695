// Japanese translation of ../auction--idirect-deposit.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function IDirectDepositPage() {
  return (
    <>
      <Lead>
        iDirectでは、承認を受けたディーラー様がご自身の画面から日本のオークション出品車両に直接入札でき、結果をリアルタイムで確認し、英語のオークションシートをご覧いただけます。入札限度額を設定する前に、お客様のアカウントでお預かりする返金可能なデポジットをお預けいただきます。
      </Lead>
      <TableSection
        title="デポジットと入札限度額"
        caption="iDirectのデポジットと入札限度額"
        head={['デポジット（JPY）', '入札限度額（JPY）']}
        rows={[
          ['¥300,000', '¥1,500,000'],
          ['¥500,000', '¥3,000,000'],
          ['¥1,000,000', '¥7,500,000'],
        ]}
      >
        <p>
          入札限度額は、その時点の入札中の金額と未払いの落札額の合計に対して適用されます。落札車両のお支払いが済み次第、その分の枠が新たな入札に使えるようになります。
        </p>
      </TableSection>
      <Section title="デポジットのお預け入れと返金">
        <p>
          デポジットは、iDirectの請求書に記載された口座へ、お客様コードを明記のうえ電信送金でお支払いください。アカウント上のオークション関連の請求がすべて精算済みであれば、書面でのご請求から十営業日以内に全額を返金いたします。
        </p>
      </Section>
      <Callout title="ご利用の開始">
        iDirectは担当のアカウントマネージャーが有効化します。有効になると、オークションメニューに「日本のオークション」のリンクが表示され、改めてサインインすることなくiDirectを開けます。
      </Callout>
      <NextSteps
        links={[
          ['オークション取引条件', '/auction/terms-of-trade'],
          ['お問い合わせ', '/about/contact-us'],
        ]}
      />
    </>
  );
}
