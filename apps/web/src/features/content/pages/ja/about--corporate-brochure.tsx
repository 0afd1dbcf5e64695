// Japanese translation of ../about--corporate-brochure.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function CorporateBrochurePage() {
  return (
    <>
      <Lead>
        会社案内では、新たなお取引先、金融機関、お客様に向けてIBC
        Japanをご紹介しています。当社の概要、車両の仕入れと検査の方法、取引市場、そしてすべてのご購入に付帯するサービスをまとめています。
      </Lead>
      <BulletSection
        title="会社案内の内容"
        items={[
          '会社概要：1998年からの沿革、横浜・名古屋・大阪の事務所とヤード。',
          '仕入れ：加盟オークション、ディーラーネットワーク、常時保有している在庫。',
          '品質：ヤードでの120項目チェック、走行距離の検証、船積み前検査。',
          '物流：ニュージーランド、オーストラリア、アフリカ、イギリス、太平洋諸国へのRORO船およびコンテナ輸送。',
          'アフターサービス：クレームポリシー、車両保護プラン、360度検査サービス、輸出代行サービス。',
        ]}
      />
      <Section title="会社案内のご請求">
        <p>
          会社案内は英語版で、24ページのPDFと印刷版をご用意しています。お問い合わせページからご請求いただき、展示会やショールーム用に印刷版が必要かどうかをお知らせください。登録ディーラー様には無料で郵送いたします。
        </p>
      </Section>
      <Callout title="金融機関・監査法人の皆様へ">
        ご要望に応じて、登記事項証明書、輸出関連の許可証、長年のお取引先からの推薦状もご提供いたします。
      </Callout>
      <NextSteps
        links={[
          ['お問い合わせ', '/about/contact-us'],
          ['グローバルネットワーク', '/about/global-network'],
        ]}
      />
    </>
  );
}
