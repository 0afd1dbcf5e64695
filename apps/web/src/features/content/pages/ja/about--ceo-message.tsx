// Japanese translation of ../about--ceo-message.tsx: keep its structure and figures when that page changes.
import { Lead, NextSteps, Section } from '../../components/content-blocks';

export default function CeoMessagePage() {
  return (
    <>
      <Lead>
        IBC
        Japanをお選びいただき、誠にありがとうございます。1998年に初めてオークランドへ車両を送り出したとき、私たちはお客様に一つのことをお約束しました。荷揚げされる車両は、私たちがご説明したとおりの車両である、ということです。それから二十八年が経った今も、この約束は私たちのあらゆる仕事の中心にあります。
      </Lead>
      <Section title="取引ではなく、信頼関係を">
        <p>
          中古車の取引は、一度きりの商売になりがちです。私たちは別の道を選びました。ニュージーランド、オーストラリア、ケニア、ウガンダ、イギリス、太平洋諸国のディーラー様が毎月当社からご購入くださるのは、私たちが正直にお答えし、透明な価格を提示し、問題が起きたときには迅速に解決しているからです。一台のご購入から始まり、今では毎週コンテナ一本分を輸入されているお客様も少なくありません。
        </p>
      </Section>
      <Section title="目に見えない部分への投資">
        <p>
          この五年間、私たちは自社の検査ヤード、カメムシシーズンに備えたバイオセキュリティ処理の能力、そしてこのプラットフォームに投資してきました。このプラットフォームでは、お客様の通貨で到着価格を表示し、いつでも車両を比較してオファーをお送りいただけます。どの投資にも共通する目的はただ一つ、当社のヤードからお客様のヤードまでの間の「想定外」を減らすことです。
        </p>
      </Section>
      <Section title="これからに向けて">
        <p>
          市場は変わりつつあります。ニュージーランドの輸入車ではハイブリッド車と電気自動車が主流となり、排出ガス規制はあらゆる市場で厳しさを増しています。私たちはこれからも、お客様の顧客が求める車両を仕入れ、貴社の事業に影響するあらゆる変化をいち早くお知らせしてまいります。
        </p>
        <p className="font-semibold text-brand-900">
          IBC Japan Co., Ltd. 代表取締役社長 兼 CEO Hiroshi Tanaka
        </p>
      </Section>
      <NextSteps
        links={[
          ['企業理念', '/about/belief'],
          ['グループ企業・加盟団体', '/about/group-affiliations'],
        ]}
      />
    </>
  );
}
