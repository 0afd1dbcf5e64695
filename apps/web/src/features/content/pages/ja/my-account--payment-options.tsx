// Japanese translation of ../my-account--payment-options.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function PaymentOptionsPage() {
  return (
    <>
      <Lead>
        車両代金、デポジット、サービス料金は、お客様のアカウントの通貨でお支払いください。標準のお支払い方法は電信送金です。デポジットや少額の請求書には、カード決済とPayPalもご利用いただけます。
      </Lead>
      <TableSection
        title="お支払い方法"
        caption="お支払い方法の一覧"
        head={['方法', '用途']}
        rows={[
          ['電信送金（TT）', '車両代金の請求書（金額の上限なし）'],
          ['カード決済', 'デポジットおよび¥1,000,000までの請求書'],
          ['PayPal', 'デポジットおよび¥500,000までのサービス料金'],
        ]}
      />
      <Section title="電信送金">
        <p>
          送金先は請求書に印字された銀行口座に限り、送金の参照欄には請求書番号をご記入ください。当社がメールで別の口座への送金をお願いすることは決してありません。そのような依頼を受け取った場合は、お支払いの前に必ず当社にお電話ください。送金後は、銀行の送金明細を添えて「入金状況」ページでお支払いを登録してください。営業チームが照合のうえ確認いたします。
        </p>
      </Section>
      <Callout title="銀行手数料">
        送金銀行および中継銀行の手数料は購入者のご負担となります。着金額が不足した場合、差額は次回の請求書に加算されます。
      </Callout>
      <NextSteps
        links={[
          ['入金状況', '/my-account/payment-collections'],
          ['PayPalでのお支払い', '/my-account/pay-via-paypal'],
        ]}
      />
    </>
  );
}
