// Japanese translation of ../stocks--clean-car-standard-fees.tsx: keep its structure and figures when that page changes.
import { Callout, FactTable, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function CleanCarStandardFeesPage() {
  return (
    <>
      <Lead>
        ニュージーランドのクリーンカー・スタンダードは、輸入されるすべての車両にCO2排出量の目標値を定めており、車両の排出量がその車種の目標値を上回る場合、輸入者は課金を支払います。この課金は本サイトの到着価格には含まれていません。到着後の費用に想定外が生じないよう、オファーの前に担当の営業スタッフへ車両ごとの見込み額をお問い合わせください。
      </Lead>
      <Section title="課金額の算出方法">
        <p>
          各車両のCO2値（グラム／km、WLTP
          3Pベース）を、輸入年の目標値と比較します。目標値を下回る車両は輸入者にクレジットをもたらし、上回る車両には目標値を超えるグラム数に応じて課金されます。バンやute（ピックアップトラック）などの小型商用車には、より高い独自の目標値が設定されています。
        </p>
        <FactTable
          caption="クリーンカー・スタンダードの適用例"
          head={['車両の例', 'CO2 g/km', '結果']}
          rows={[
            ['Toyota Aqua ハイブリッド（乗用車）', '93', 'クレジット'],
            ['Mazda Demio 1.3（乗用車）', '128', '少額の課金'],
            ['Toyota Hiace ディーゼル（商用車）', '233', '課金'],
          ]}
        />
      </Section>
      <Section title="支払い義務者">
        <p>
          クリーンカー・スタンダードの課金は、車両が輸入登録のための認証を受ける前に、輸入者がWaka Kotahi
          NZTAに支払います。お客様ご自身の輸入者コードで輸入される場合はお客様のご負担となり、当社がお客様に代わってニュージーランドで車両を陸揚げする場合は、当社が立て替えて実費を請求書に加算します。
        </p>
      </Section>
      <Callout title="金額は変更されます">
        目標値と課金額はニュージーランド政府が定め、毎年変更されます。当社からのお見積もりは目安であり、最終的な金額はエントリー認証の際にNZTAが確定したものとなります。
      </Callout>
      <NextSteps
        links={[
          ['ハイブリッド車を検索', '/search?tab=13'],
          ['お問い合わせ', '/about/contact-us'],
        ]}
      />
    </>
  );
}
