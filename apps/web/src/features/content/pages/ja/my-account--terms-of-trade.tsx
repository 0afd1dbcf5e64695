// Japanese translation of ../my-account--terms-of-trade.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function MyTermsOfTradePage() {
  return (
    <>
      <Lead>
        担当のアカウントマネージャーとの間で書面により特別な条件を合意している場合を除き、お客様のアカウントには当社の標準取引条件が適用されます。このページでは、お客様のご購入に適用される条件をまとめています。
      </Lead>
      <BulletSection
        title="アカウントの標準条件"
        items={[
          '価格は、表示中のアカウントの通貨で提示されます。アカウントはサイドバーから切り替えられます。',
          'オファーはプロフォーマ・インボイスの発行をもって承諾され、拘束力を持ちます。確保した車両は五営業日間お取り置きします。',
          'お支払いは、プロフォーマ・インボイスの発行から五営業日以内に電信送金でお願いいたします。',
          '原本書類は、全額のお支払い後に国際宅配便でお送りするか、テレックスリリースで対応します。',
          'ニュージーランドのアカウントは本船の出港後にご請求し、お引き取り日は確度の高いETAに基づいて設定します。',
        ]}
      />
      <Section title="特別条件">
        <p>
          与信条件、フロアプラン・ファイナンス、まとめ買い割引（Buy More Save
          More）、iDirectでの入札は、アカウントごとに有効化されます。お客様に適用されるものは、アカウントメニューに表示されます。一般取引条件の全文は、公開されている取引条件のページでご覧いただけます。
        </p>
      </Section>
      <Callout title="ご不明な点がある場合">
        ここに記載された内容が合意内容と異なる場合は、次のオファーを送信する前に担当のアカウントマネージャーにご連絡ください。
      </Callout>
      <NextSteps
        links={[
          ['取引条件の全文', '/about/terms-of-trade'],
          ['お知らせ', '/my-account/notices'],
        ]}
      />
    </>
  );
}
