// Japanese translation of ../privacy-policy.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function PrivacyPolicyPage() {
  return (
    <>
      <Lead>
        IBC Japan Co.,
        Ltd.はお客様のプライバシーを尊重し、日本の個人情報の保護に関する法律、ならびにニュージーランドのPrivacy
        Act 2020をはじめとする販売先各国のプライバシー関連法令に従って個人情報を取り扱います。
      </Lead>
      <BulletSection
        title="情報を収集する目的"
        items={[
          'ディーラーアカウントの開設・管理、および貴社の事業の確認のため。',
          'オファーやお問い合わせへの回答、請求書・書類・船積みのお知らせの送付のため。',
          '日本およびお客様の国における輸出・通関・税務上の義務を果たすため。',
          'サイトの安全の確保、不正の検知、サービスの改善のため。',
        ]}
      />
      <Section title="情報の共有先">
        <p>
          当社が情報を共有するのは、車両をお届けするためにご協力いただく企業、すなわち船会社、検査機関、通関業者、金融機関、決済事業者、および当社グループ各社に限られます。各社には、それぞれが必要とする情報のみを提供します。当社が個人情報を販売したり、第三者の広告に利用したりすることはありません。
        </p>
      </Section>
      <Section title="情報の保管と保護">
        <p>
          アカウントおよび取引の記録は、最後のご購入から七年間保管した後に削除します。パスワードはソルト付きハッシュとしてのみ保存し、サイトへの接続は暗号化され、従業員によるアクセスは必要な者に限定しています。ご自身の情報の開示・訂正・削除をご希望の場合は、お問い合わせページに記載の営業部メールアドレスまでご連絡ください。
        </p>
      </Section>
      <NextSteps
        links={[
          ['プライバシー・Cookieポリシー', '/about/privacy-cookies-policy'],
          ['お問い合わせ', '/about/contact-us'],
        ]}
      />
    </>
  );
}
