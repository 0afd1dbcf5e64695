// Japanese translation of ../about--contact-us.tsx: keep its structure and figures when that page changes.
import { HeadOfficeCard, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function ContactUsPage() {
  return (
    <>
      <Lead>
        横浜の営業チームが、月曜日から金曜日の9:00～18:00（日本時間）に、メール・電話・メッセージでのお問い合わせにお答えしています。登録ディーラー様は、アカウントページから担当のアカウントマネージャーに直接ご連絡いただくこともできます。
      </Lead>
      <HeadOfficeCard
        words={{
          heading: '本社',
          salesEmail: '営業部メールアドレス',
          phone: '電話',
          phonePrefix: '電話',
          fax: 'FAX',
          hours: '営業時間',
          hoursText: '月～金 9:00～18:00 JST（日本の祝日は休業）',
        }}
      />
      <Section title="お問い合わせ窓口">
        <p>
          在庫、オファー、船積みに関するお問い合わせは、上記の営業部メールアドレス宛に、お客様コードをお持ちの場合は併記のうえお送りください。請求書やお支払いに関するお問い合わせは、経理チームに確実に届くよう、請求書が添付されていたメールにご返信ください。サイトをご覧の方は、検索ページの下部からもメッセージをお送りいただけます。一営業日以内にご返信いたします。
        </p>
      </Section>
      <NextSteps
        links={[
          ['在庫を検索', '/search'],
          ['グローバルネットワーク', '/about/global-network'],
          ['よくある質問', '/faq'],
        ]}
      />
    </>
  );
}
