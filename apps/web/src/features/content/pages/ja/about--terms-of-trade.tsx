// Japanese translation of ../about--terms-of-trade.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function TermsOfTradePage() {
  return (
    <>
      <Lead>
        本取引条件は、IBC Japan Co.,
        Ltd.が自社在庫から販売するすべての車両に適用されます。オファーを送信された時点で、本条件に同意いただいたものとみなします。オークションでのご購入には、オークション取引条件もあわせて適用されます。
      </Lead>
      <BulletSection
        title="1. オファーと契約"
        items={[
          'サイト上の価格は、各車両に表示のとおり、FOB Japan、C&F、またはお客様の港までの到着価格のいずれかで提示しています。',
          'オファーは、当社がプロフォーマ・インボイスを発行した時点で承諾となります。それまでは、車両が他の購入者に販売される場合があります。',
          '承諾された車両は、お支払いまで五営業日間確保いたします。',
        ]}
      />
      <BulletSection
        title="2. お支払い"
        items={[
          'お支払いは請求書の通貨による電信送金とし、送金先は請求書に記載の銀行口座に限ります。',
          '送金側・受取側双方の銀行手数料は購入者のご負担となります。着金額は請求額と一致している必要があります。',
          'お支払いが遅れた場合、一台一日あたり¥1,000の保管料が発生し、車両の確保が取り消される場合があります。',
        ]}
      />
      <BulletSection
        title="3. 船積みと危険負担"
        items={[
          '当社を通じて海上保険を手配された場合を除き、危険負担は車両が本船に積み込まれた時点で購入者に移転します。',
          '出港日およびETAは船会社が定めるもので、変更される場合があります。船会社や港湾による遅延について、当社は責任を負いません。',
          '原本書類は、請求額を全額お支払いいただいた後にお渡しします。',
        ]}
      />
      <Section title="4. 車両の状態、クレーム、準拠法">
        <p>
          車両はチェックリストの記載どおりの状態で販売します。クレームは当社のクレームポリシーに従って対応します。本条件は日本法に準拠し、別段の合意がない限り、紛争は横浜地方裁判所で審理されるものとします。
        </p>
      </Section>
      <NextSteps
        links={[
          ['クレームポリシー', '/services/claims-policy'],
          ['オークション取引条件', '/auction/terms-of-trade'],
        ]}
      />
    </>
  );
}
