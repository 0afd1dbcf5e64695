// Japanese translation of ../auction--purchasing-process.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, StepsSection } from '../../components/content-blocks';

export default function AuctionPurchasingProcessPage() {
  return (
    <>
      <Lead>
        日本のオークション会場では、毎週120,000台を超える車両が取引されています。IBC
        Japanは主要オークション（USS、TAA、JU、CAA、HAA）の会員としてお客様に代わって入札しますので、必要なモデル、グレード、カラーの車両を業者間価格でピンポイントにご購入いただけます。
      </Lead>
      <StepsSection
        title="オークション購入の流れ"
        steps={[
          [
            'ご依頼の送信',
            'メーカー、モデル、年式の範囲、走行距離、評価点、上限入札額をお知らせいただくか、オークションの出品リストから直接車両をお選びください。',
          ],
          [
            '入札前の下見',
            '当社の検査員がオークション会場で車両を確認し、オークションシートを翻訳します。入札前に車両の状態を把握していただけます。',
          ],
          [
            '代理入札',
            'お客様の上限額まで入札し、それを超えることは決してありません。結果は当日の夕方にお客様のアカウントに掲載されます。',
          ],
          [
            'ご請求とお支払い',
            '落札された場合は、落札価格、オークション手数料、当社サービス料、運賃を記載した請求書をお送りします。三営業日以内にお支払いください。',
          ],
          [
            '陸送と輸出',
            '車両は当社ヤードへ陸送され、再点検と輸出抹消登録を経て、お客様の港へ向かう次の本船に積み込まれます。',
          ],
        ]}
      />
      <Section title="手数料">
        <p>
          オークションでのご購入には、オークション会場の手数料（一台あたり約¥10,000～¥20,000）、港までの陸送費、料金表ページに記載の定額の入札代行手数料がかかります。落札に至らなかった車両については、費用は一切かかりません。
        </p>
      </Section>
      <Callout title="デポジット">
        入札の前に、返金可能なデポジット（通常は上限入札額の20%）をお預けいただきます。iDirectをご利用いただける会員様は、iDirectデポジットをお預けいただくと、オンラインで直接入札できます。
      </Callout>
      <NextSteps
        links={[
          ['料金表', '/services/tariff'],
          ['買い付けツアー', '/auction/buy-trips'],
          ['アカウントを開設', '/account/signup'],
        ]}
      />
    </>
  );
}
