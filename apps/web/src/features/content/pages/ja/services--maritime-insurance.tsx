// Japanese translation of ../services--maritime-insurance.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function MaritimeInsurancePage() {
  return (
    <>
      <Lead>
        車両が船積みされると、船会社の責任は限定的になります。IBC
        Japanを通じて手配する貨物海上保険は、CIF価格の1.2%の保険料で、当社ヤードからお客様の港での荷揚げまで車両を補償します。
      </Lead>
      <BulletSection
        title="補償の対象"
        items={[
          '本船またはコンテナの全損、火災、沈没、座礁、衝突。',
          '船積みおよび荷揚げ時の損傷（荷役によるへこみやキズを含む）。',
          '海上での事故の後に荷主が負担しなければならない共同海損分担金。',
          '船積み港または船上での車両全体の盗難。',
        ]}
      />
      <BulletSection
        title="補償の対象外"
        items={[
          '事故によらない機械的・電気的な故障。',
          '車内に残された私物や、固定されていない部品の紛失。',
          '到着の遅れによる遅延損害、相場の下落による損失、保管料。',
        ]}
      />
      <Section title="保険金のご請求">
        <p>
          車両の受領書にサインする前に損傷を記入し、港で写真を撮影して、三日以内に当社へメールでお送りください。当社が保険会社への請求手続きを行い、保険金を通常30日以内にお客様のアカウントにお支払いします。
        </p>
      </Section>
      <Callout title="保険のお申し込み">
        プロフォーマ・インボイスを承諾する際に海上保険にチェックを入れるか、本船の出港前に担当のアカウントマネージャーに追加をご依頼ください。出港後に保険を追加することはできません。
      </Callout>
      <NextSteps
        links={[
          ['クレームポリシー', '/services/claims-policy'],
          ['料金表', '/services/tariff'],
        ]}
      />
    </>
  );
}
