// Japanese translation of ../about--news-bulletin.tsx: keep its structure and figures when that page changes.
import { DatedList, Lead, NextSteps, Section } from '../../components/content-blocks';

const bulletins = [
  [
    '2026年十一月',
    '年末年始の営業日程を掲載しました',
    '当社は年末の27日から年明けの4日まで休業いたします。2026年最後の本船はすぐに満船となりますので、年内に船積みをご希望の車両はお早めにご予約ください。',
  ],
  [
    '2026年十月',
    'ニュージーランド向けご請求に関するお知らせ',
    'ニュージーランドのお客様への請求書は、本船の出港後に発行するようになりました。お引き取り日は、到着48時間前時点の確度の高いETAに基づいて設定します。',
  ],
  [
    '2025年七月',
    '配船のお知らせ No. 85',
    '七月のオークランド、ウェリントン、リトルトン、ネルソン向け配船のご案内。TGRIは一台あたりNZ$100で固定。五月の中古輸入車の登録台数は7,563台でした。',
  ],
  [
    '2025年四月',
    'ゴールデンウィーク期間中のオークション休止',
    'オークションは4月29日～翌月2日と7日～9日は一部のみ開催、3日～6日は休止し、10日から全面再開しました。当社の営業は期間中も通常どおり対応いたしました。',
  ],
] as const;

export default function NewsBulletinPage() {
  return (
    <>
      <Lead>
        会社ニュース、休業のお知らせ、そして車両のご購入やお受け取りに影響する変更をお知らせします。サインイン中のディーラー様は、船積みスケジュールを含むお知らせの全文を、アカウントの「お知らせ」ページでご覧いただけます。
      </Lead>
      <Section title="最新のお知らせ">
        <DatedList items={bulletins} />
      </Section>
      <NextSteps
        links={[
          ['お知らせ', '/my-account/notices'],
          ['ニュースレター', '/about/newsletter'],
        ]}
      />
    </>
  );
}
