// Japanese translation of ../services--pre-shipping-inspections.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, TableSection } from '../../components/content-blocks';

export default function PreShippingInspectionsPage() {
  return (
    <>
      <Lead>
        多くの輸入国では、船積み前に日本国内で車両の検査を受けることが義務付けられています。当社がこれらの検査の予約から管理までを代行しますので、車両は通関業者やコンプライアンス代理店が必要とする証明書とともに到着します。
      </Lead>
      <TableSection
        title="仕向地別の検査"
        caption="仕向地別に必要な船積み前検査"
        head={['仕向地', '検査']}
        rows={[
          ['ニュージーランド', 'MPIのバイオセキュリティ検査、シーズン中はBMSB処理'],
          ['オーストラリア', 'バイオセキュリティ検査とアスベスト申告'],
          ['ケニア', 'KEBSの車両安全検査（QISJ）'],
          ['ウガンダ、タンザニア', 'JEVICの車両安全検査'],
          ['イギリス', '輸出証明書と走行距離の確認'],
        ]}
      />
      <BulletSection
        title="検査の内容"
        items={[
          '土、種子、昆虫を取り除くための、床下、ホイールアーチ、エンジンルーム、車内の洗浄。',
          '仕向地が求める場合の車両安全検査：ブレーキ、灯火類、ステアリング、排気系、車体構造。',
          '必要とする仕向地向けの放射線検査（車両ごとに証明書を発行）。',
          '車台番号、製造年、走行距離を輸出証明書と照合して確認。',
        ]}
      />
      <Callout title="クサギカメムシ（BMSB）シーズン">
        九月1日から翌年四月30日まで、ニュージーランドとオーストラリアへ輸出する車両は、船積み前に認定施設で熱処理を受ける必要があります。当社が自動的に処理を手配し、証明書をお客様の書類に同封します。
      </Callout>
      <NextSteps
        links={[
          ['料金表', '/services/tariff'],
          ['品質管理', '/services/quality-control'],
        ]}
      />
    </>
  );
}
