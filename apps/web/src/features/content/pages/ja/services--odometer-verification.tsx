// Japanese translation of ../services--odometer-verification.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function OdometerVerificationPage() {
  return (
    <>
      <Lead>
        低走行であることこそ、日本の車両が選ばれる理由です。だからこそ、その表示は正確でなければなりません。当社は販売するすべての車両について、輸出前に独立した記録と照合して走行距離を検証し、その結果をチェックリストに記載しています。
      </Lead>
      <BulletSection
        title="走行距離の検証方法"
        items={[
          '現在の表示値を、初度登録以降のその車台番号に関するすべてのオークション記録と照合します。',
          '検査ごとの走行距離が記録されている、日本の車検の記録を確認します。',
          '当社の技術者が、ペダル、ステアリングホイール、シートのサイドサポート、シフトノブなどに、表示値と合わない摩耗がないかを確認します。',
          '走行距離が逆戻りしている場合や記録と照合できない場合はその旨を記録し、検証済みとしては販売しません。',
        ]}
      />
      <Section title="走行距離証明書">
        <p>
          検証済みの車両には、確認した走行距離とその日付・出典を記載した走行距離証明書が付きます。ニュージーランドのエントリー認証機関やイギリスのバイヤーにも裏付け資料として認められており、オークションでのご購入時にご依頼いただく場合は一台あたり¥1,500です。
        </p>
      </Section>
      <Callout title="当社の保証">
        検証済み車両の走行距離が、後に当社の証明書と1,000km以上異なることが判明した場合は、クレームポリシーに基づき、車両代金を返金するか、価値の差額をお支払いします。
      </Callout>
      <NextSteps
        links={[
          ['車両履歴チェック', '/services/history-check'],
          ['クレームポリシー', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
