// Japanese translation of ../auction--buy-trips.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function BuyTripsPage() {
  return (
    <>
      <Lead>
        実車をご自身の目で確かめることに勝るものはありません。買い付けツアーでは、三～五日間にわたって当社チームとともに日本に滞在し、オークション会場を回って狙いの出品車両を下見し、その場で入札していただけます。さらに当社ヤードで、お客様の車両が輸出に向けてどのように準備されるかもご覧いただけます。
      </Lead>
      <BulletSection
        title="日程の一例"
        items={[
          '1日目：東京または大阪に到着。歓迎ディナーと、その週のオークション出品リストについての説明会。',
          '2日目：国内最大のオークション会場、USS東京へ。開催日には15,000台以上が出品されます。',
          '3日目：TAA関東またはJU神奈川の後、当社の横浜ヤードと輸出検査センターを見学。',
          '4日目：新幹線でUSS名古屋またはHAA神戸へ。バン、トラック、商用車を中心に見て回ります。',
          '5日目：ご購入車両の確認、船積み計画の打ち合わせ、ご出発までの自由時間。',
        ]}
      />
      <Section title="当社が手配するもの">
        <p>
          オークション会場への入場、通訳、会場間の移動を手配し、各会場近くのホテルもご案内します。航空券と宿泊費はお客様のご負担となります。ツアー中に五台以上ご購入いただいたディーラー様には、オークションのご案内を無料でご提供します。
        </p>
      </Section>
      <Callout title="ご来日の計画">
        オークションはゴールデンウィーク（四月下旬～五月上旬）、お盆（八月中旬）、年末年始に休止します。オークションの開催日程に合わせてツアーを組めるよう、少なくとも四週間前までにご予約ください。
      </Callout>
      <NextSteps
        links={[
          ['お問い合わせ・ご予約', '/about/contact-us'],
          ['オークション購入の流れ', '/auction/purchasing-process'],
        ]}
      />
    </>
  );
}
