// Japanese translation of ../services--quality-control.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function QualityControlPage() {
  return (
    <>
      <Lead>
        IBC
        Japanのヤードに入庫するすべての車両は、販売用に掲載される前に、当社の技術者による120項目のチェックを受けます。結果は車両のチェックリストに記載されるため、当社チームが確認したとおりの内容をご覧いただけます。
      </Lead>
      <BulletSection
        title="チェック項目"
        items={[
          'エンジンの始動、アイドリング、警告灯。診断機で記録済みの故障コードもスキャンします。',
          'トランスミッションの作動、CVTおよびハイブリッドシステムの状態、ハイブリッド車・EVのバッテリーの状態。',
          'ボディパネル、塗装の膜厚測定、サイドシルや床下のサビ、過去の修理の痕跡。',
          '内装の状態、シート、ダッシュボード、エアコン、窓、ミラー、電装品。',
          'タイヤの溝の深さ、スペアタイヤ、ジャッキ、工具、キー、取扱説明書。',
        ]}
      />
      <Section title="写真と評価">
        <p>
          各車両について、床下やエンジンルームを含め40枚以上の写真を撮影し、オークションシートの翻訳とともに掲載します。当社独自の評価はオークションと同じ1～5の評価基準に準じているため、オークション車両と直接比較できます。骨格部位に修復歴のある車両はRと表示します。
        </p>
      </Section>
      <Callout title="基準を満たさない車両">
        安全に関わる項目で基準を満たさない車両は、販売前に修理するか、国内の業者向けにのみ販売します。不具合を告知しないまま輸出のお客様にご提供することは決してありません。
      </Callout>
      <NextSteps
        links={[
          ['船積み前検査', '/services/pre-shipping-inspections'],
          ['クレームポリシー', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
