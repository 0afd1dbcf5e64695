// Japanese translation of ../about--reputation.tsx: keep its structure and figures when that page changes.
import { Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function ReputationPage() {
  return (
    <>
      <Lead>
        IBC
        Japanは1998年から日本の中古車を輸出しています。当社のお取引の大半は、五年以上にわたってご購入を続けていただいているディーラー様と、そのディーラー様からご紹介いただいた方々によるものです。
      </Lead>
      <TableSection
        title="数字で見る当社"
        caption="数字で見るIBC Japan"
        head={['', '数値']}
        rows={[
          ['1998年以来の輸出台数', '180,000台以上'],
          ['取引中のディーラーアカウント数', '2,400'],
          ['昨年の輸出先国数', '38か国'],
          ['一営業日以内に回答したオファーの割合', '97%'],
          ['十営業日以内に解決したクレームの割合', '94%'],
        ]}
      />
      <Section title="ディーラー様の声">
        <blockquote className="border-s-4 border-slate-300 ps-4 text-slate-700 italic">
          「チェックリストに書いてあるとおりの車が届きます。八年間でクレームは二件だけで、どちらも一週間以内に支払われました。」
          <footer className="mt-1 text-sm not-italic text-slate-500">
            中古車ディーラー（ニュージーランド・ハミルトン）
          </footer>
        </blockquote>
        <blockquote className="border-s-4 border-slate-300 ps-4 text-slate-700 italic">
          「到着価格がシリング建てで表示されるので、その日のうちにお客様へ見積もりを出せます。」
          <footer className="mt-1 text-sm not-italic text-slate-500">輸入業者（ケニア・モンバサ）</footer>
        </blockquote>
      </Section>
      <Section title="加盟団体と基準">
        <p>
          当社は日本中古自動車輸出業協同組合および主要オークショングループの会員であり、正直な車両説明と走行距離の適正管理に関する各団体の規範を遵守しています。当社のヤードは、ニュージーランドMPIのバイオセキュリティ検査の認定施設です。
        </p>
      </Section>
      <NextSteps
        links={[
          ['企業理念', '/about/belief'],
          ['お問い合わせ', '/about/contact-us'],
        ]}
      />
    </>
  );
}
