// Japanese translation of ../my-account--pay-via-paypal.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, StepsSection } from '../../components/content-blocks';

export default function PayViaPaypalPage() {
  return (
    <>
      <Lead>
        PayPalなら、デポジット、検査料、その他のサービス料金を¥500,000まで、銀行に出向くことなく手軽にお支払いいただけます。この金額を超える車両代金の請求書は、電信送金でお支払いください。
      </Lead>
      <StepsSection
        title="お支払いの手順"
        steps={[
          [
            'PayPalの支払いリクエストをご依頼',
            'お支払いになりたい請求書またはデポジットを担当のアカウントマネージャーにお知らせください。アカウントに登録されたメールアドレス宛に、PayPalの支払いリクエストをお送りします。',
          ],
          [
            'リクエストのお支払い',
            'PayPalでリクエストを開き、PayPal残高、銀行口座、またはカードでお支払いください。',
          ],
          ['入金の確認', 'お支払いは日本の一営業日以内にアカウント概要に反映されます。'],
        ]}
      />
      <Section title="手数料と通貨">
        <p>
          請求額の全額が当社に着金するよう、PayPalの決済手数料（4.1%＋固定手数料）をリクエスト金額に上乗せしています。リクエストはJPY建てで発行され、PayPalが独自のレートでお客様の通貨から換算します。
        </p>
      </Section>
      <Callout title="セキュリティについて">
        PayPalの支払いリクエストは、当社の公式アカウントから、お客様のプロフィールに登録されたメールアドレス宛にのみお送りします。
      </Callout>
      <NextSteps
        links={[
          ['お支払い方法', '/my-account/payment-options'],
          ['マイプロフィール', '/my-account/my-profile'],
        ]}
      />
    </>
  );
}
