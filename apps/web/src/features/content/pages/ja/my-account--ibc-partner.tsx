// Japanese translation of ../my-account--ibc-partner.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function IbcPartnerPage() {
  return (
    <>
      <Lead>
        IBCパートナーは、定期的にご購入いただき、より緊密なお取引をご希望のディーラー様のためのプログラムです。新着車両のいち早いご案内、船腹の優先割り当て、横浜の専任チームによるサポートをご提供します。
      </Lead>
      <TableSection
        title="パートナーレベル"
        caption="IBCパートナーのレベル"
        head={['レベル', '過去12か月のご購入台数']}
        rows={[
          ['シルバー', '24台以上'],
          ['ゴールド', '60台以上'],
          ['プラチナ', '150台以上'],
        ]}
      />
      <BulletSection
        title="特典"
        items={[
          '全ディーラー様への公開より24時間早く、新着車両をご覧いただけます（ゴールド・プラチナ）。',
          '繁忙期でも、お客様の港への毎月の配船で船腹を確保します。',
          'すべての車両で、車両履歴チェックと走行距離証明書を無料でご提供します（プラチナ）。',
          '担当のアカウントマネージャーによる四半期ごとの市場レビュー（対面またはビデオ通話）。',
        ]}
      />
      <Section title="ご参加について">
        <p>
          レベルはご購入履歴に基づいて四半期ごとに見直されるため、お申し込みの必要はありません。お客様のアカウントでプログラムが有効になると、現在のレベルと、次のレベルまでに必要な台数がこちらに表示されます。
        </p>
      </Section>
      <NextSteps
        links={[
          ['在庫を検索', '/search'],
          ['アカウント概要', '/account-summary'],
        ]}
      />
    </>
  );
}
