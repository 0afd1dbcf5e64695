// Japanese translation of ../about--privacy-cookies-policy.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function PrivacyCookiesPolicyPage() {
  return (
    <>
      <Lead>
        本ポリシーでは、IBC Japan Co.,
        Ltd.が本サイトを通じて収集する個人情報とその利用目的、そして本サイトが使用するCookieおよびブラウザストレージについてご説明します。本ポリシーは、当社の一般的なプライバシーポリシーを補足するものです。
      </Lead>
      <BulletSection
        title="収集する情報"
        items={[
          'お客様からご提供いただくアカウント情報：会社名、担当者名、メールアドレス、電話番号、国、港。',
          'オファー、お問い合わせ、請求書、お支払いの記録。日本の税法の定めにより七年間保管します。',
          '技術データ：IPアドレス、ブラウザの種類、閲覧されたページ。サイトの安全と正常な動作を保つために使用します。',
        ]}
      />
      <TableSection
        title="Cookieとブラウザストレージ"
        caption="本サイトが使用するCookieとストレージ"
        head={['名称', '目的']}
        rows={[
          ['isAuthenticated（Cookie）', 'サインイン中であることを記憶します'],
          ['XSRF-TOKEN（Cookie）', 'クロスサイトリクエストフォージェリからフォームを保護します'],
          ['セッショントークン（ストレージ）', '次回のご訪問時もサインイン状態を維持します'],
          ['お知らせの表示日（ストレージ）', '各お知らせの表示を一日一回までに抑えます'],
          ['訪問者の所在地（ストレージ）', '在庫検索でお客様の国をあらかじめ選択します'],
          ['比較リスト（ストレージ）', '比較中の車両を保持します'],
        ]}
      >
        <p>
          これらはすべて、サイトの動作に不可欠なもの、または機能上必要なものです。タグマネージャーが有効な場合は、広告用Cookieを使用せずにページビューを記録します。ストレージはブラウザの設定からいつでも消去できます。
        </p>
      </TableSection>
      <Section title="お客様の権利">
        <p>
          お問い合わせページに記載の営業部メールアドレス宛にご連絡いただくことで、ご自身の個人情報の開示・訂正・削除をご請求いただけます。30日以内にご回答いたします。当社が個人情報を販売することはなく、車両をお届けするために必要な範囲でのみ、船会社、検査機関、金融機関と共有します。
        </p>
      </Section>
      <NextSteps
        links={[
          ['プライバシーポリシー', '/privacy-policy'],
          ['お問い合わせ', '/about/contact-us'],
        ]}
      />
    </>
  );
}
