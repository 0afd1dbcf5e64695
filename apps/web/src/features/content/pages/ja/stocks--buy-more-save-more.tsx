// Japanese translation of ../stocks--buy-more-save-more.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function BuyMoreSaveMorePage() {
  return (
    <>
      <Lead>
        まとめ買い割引（Buy More Save
        More）は、毎月複数台をご購入いただくディーラー様への特典です。同じ暦月内に確定した台数が多いほど、その月のすべての車両の割引額が大きくなり、お客様のアカウントへのクレジットとして付与されます。
      </Lead>
      <TableSection
        title="割引の段階"
        caption="まとめ買い割引の一台あたり割引額"
        head={['月間の確定台数', '一台あたりのクレジット（JPY）']}
        rows={[
          ['3～5台', '¥10,000'],
          ['6～10台', '¥20,000'],
          ['11～20台', '¥30,000'],
          ['21台以上', '¥40,000'],
        ]}
      >
        <p>
          各車両は、プロフォーマ・インボイスが発行された月の台数に含まれます。クレジットは翌月の第一営業日に計算され、運賃や検査料を含むあらゆる請求書のお支払いに充当できます。
        </p>
      </TableSection>
      <Section title="ご利用いただける方">
        <p>
          本プログラムは、当社との取引実績が三か月以上ある登録ディーラー様がご利用いただけます。担当のアカウントマネージャーが有効にすると、アカウントメニューに「まとめ買い割引」の項目が表示されます。
        </p>
      </Section>
      <Callout title="他の割引との併用">
        まとめ買い割引のクレジットは交渉済みの価格にさらに上乗せして適用されますが、オークションでのご購入や、独自の条件で販売されるディーラー直販車両には適用されません。
      </Callout>
      <NextSteps
        links={[
          ['在庫を検索', '/search'],
          ['担当アカウントマネージャーに問い合わせる', '/about/contact-us'],
        ]}
      />
    </>
  );
}
