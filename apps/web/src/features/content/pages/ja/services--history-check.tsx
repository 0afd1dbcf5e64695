// Japanese translation of ../services--history-check.tsx: keep its structure and figures when that page changes.
import { BulletSection, Callout, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function HistoryCheckPage() {
  return (
    <>
      <Lead>
        車両履歴チェックでは、その車両が当社ヤードに届くまでの経歴がわかります。車台番号をもとに日本の登録・オークション・整備の記録を調べ、エンドユーザーのお客様にもそのままお渡しいただける、わかりやすい英語のレポートをお届けします。
      </Lead>
      <BulletSection
        title="レポートの内容"
        items={[
          '日本での初度登録日と、これまでの所有者数。',
          'すべてのオークション出品履歴（日付、オークション会場、評価点、記録された走行距離）。',
          'オークション会場が把握している範囲での事故歴、冠水歴、修理歴。',
          '走行距離の推移。以前の記録より少ない数値がある場合は警告を表示します。',
          'メーカーが発行したリコール情報と、その実施の有無。',
        ]}
      />
      <Section title="ご依頼のタイミング">
        <p>
          車両履歴チェックは、高額な車両、低走行をうたう車両、そしてスポーツカーや高年式のSUVなど修復されることの多いモデルで特に役立ちます。レポートは一件¥2,500で、通常は一営業日以内にご用意できます。車両のチェックリストに添付されるため、いつでもダウンロードいただけます。
        </p>
      </Section>
      <Callout title="お客様の信頼のために">
        ニュージーランドやイギリスの多くのディーラー様が、レポートを印刷して小売のお客様にお渡ししています。確かな履歴は、安い価格よりも早く車を売ってくれます。
      </Callout>
      <NextSteps
        links={[
          ['走行距離の検証', '/services/odometer-verification'],
          ['在庫を検索', '/search'],
        ]}
      />
    </>
  );
}
