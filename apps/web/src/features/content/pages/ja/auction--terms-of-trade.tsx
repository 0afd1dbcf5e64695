// Japanese translation of ../auction--terms-of-trade.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function AuctionTermsOfTradePage() {
  return (
    <>
      <Lead>
        本条件は、当社の一般取引条件に加えて、IBC
        Japanが日本のオークションでお客様に代わって購入するすべての車両に適用されます。入札をご依頼いただく前に必ずお読みください。
      </Lead>
      <BulletSection
        title="入札"
        items={[
          '入札のご依頼は、指定された上限額まで入札することを当社に指示する、拘束力のあるものです。オークション開催日前日の17:00 JSTまでであれば、無料で取り下げることができます。',
          '当社はお客様の利益のために入札し、上限額を超えて入札することはありません。落札価格は確定したものであり、再交渉はできません。',
          '与信枠が設定されているアカウントを除き、入札の前に上限入札額の20%の返金可能なデポジットが必要です。',
        ]}
      />
      <BulletSection
        title="お支払い"
        items={[
          '落札車両は当日中にご請求いたします。お支払い期限は請求日から三営業日以内です。',
          'お支払いが遅れた場合、四日目から一台一日あたり¥1,000のヤード保管料が発生し、オークション会場が延滞料を請求する場合があります。',
          '十営業日以内にお支払いが確認できない場合は、車両を再販売し、生じた損失をデポジットから差し引くことがあります。',
        ]}
      />
      <Section title="車両の状態とクレーム">
        <p>
          オークション車両は、オークションシートの記載どおりの状態で販売されます。告知されていない不具合に関するクレームは、車両が日本を出る前、かつ落札日から七日以内に申し立てる必要があり、オークション会場が独自の規定に基づいて判断します。車両の輸出後は、IBC
          Japanのクレームポリシーは当社の管理下で生じた損傷にのみ適用されます。
        </p>
      </Section>
      <NextSteps
        links={[
          ['一般取引条件', '/about/terms-of-trade'],
          ['クレームポリシー', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
