// Japanese translation of ../services--financing-services.tsx: keep its structure and figures when that page changes.
import {
  BulletSection,
  Callout,
  Lead,
  NextSteps,
  Section,
  TableSection,
} from '../../components/content-blocks';

export default function FinancingServicesPage() {
  return (
    <>
      <Lead>
        輸送中の在庫は、その間使うことのできない資金です。当社のトレードファイナンスをご利用いただくと、実績のあるディーラー様は販売に先立って仕入れを増やし、車両の到着時、またはお引き取り後の分割でお支払いいただけます。
      </Lead>
      <TableSection
        title="ご利用いただけるプラン"
        caption="トレードファイナンスのプラン"
        head={['プラン', '条件']}
        rows={[
          ['到着時払い', '30%のデポジット、残金はお引き取り前にお支払い'],
          ['30日払い', '出港から30日後に全額をお支払い'],
          ['フロアプラン', '最長90日、月額手数料1.5%'],
        ]}
      />
      <BulletSection
        title="ご利用の条件"
        items={[
          'IBC Japanとの取引が六か月以上あり、支払遅延のない登録ディーラー様であること。',
          '直近三か月に五台以上のご購入実績があること。',
          '直近一年分の会社の財務諸表と、署名済みのトレードクレジット契約書をご提出いただけること。',
        ]}
      />
      <Section title="ご利用の流れ">
        <p>
          担当のアカウントマネージャーが、ご購入実績に基づいて与信限度額を設定します。ファイナンス対象の車両は支払期日とともにアカウント概要に表示され、各車両のお支払いが済むごとに原本書類をお渡しします。そのため、一台ずつ販売と引き取りを進めていただけます。
        </p>
      </Section>
      <Callout title="提携先">
        ニュージーランドとイギリスでのフロアプラン・ファイナンスは、提携ファイナンス会社と共同でご提供しています。承認には各社の与信審査が必要です。
      </Callout>
      <NextSteps
        links={[
          ['お問い合わせ', '/about/contact-us'],
          ['取引条件', '/about/terms-of-trade'],
        ]}
      />
    </>
  );
}
