// Japanese translation of ../faq.tsx: keep its structure and figures when that page changes.
import { Link } from 'react-router';
import { Lead, NextSteps, QuestionSection, type FaqGroups } from '../../components/content-blocks';

const faq: FaqGroups = [
  [
    'ご購入について',
    [
      [
        '価格が表示されないのはなぜですか？',
        <>
          価格はお客様の国、港、通貨によって異なるため、サインインしたディーラー様にのみ表示しています。
          <Link to="/account/signup" className="text-brand-700 underline">
            アカウントの開設
          </Link>
          は無料です。
        </>,
      ],
      [
        '何台まで比較できますか？',
        '一度に四台まで比較できます。検索結果から車両を追加し、ページ下部の比較バーを開いてください。',
      ],
      [
        '価格交渉はできますか？',
        'はい。各車両のページからオファーをお送りください。担当のアカウントマネージャーが日本の一営業日以内にお答えします。',
      ],
    ],
  ],
  [
    'お支払いについて',
    [
      [
        'どの通貨で支払えますか？',
        'JPY、NZD、AUD、USD、GBPのほか、アフリカ各国の通貨にも対応しています。ご利用いただける通貨は、貴社に開設されたアカウントによって異なります。',
      ],
      [
        'お支払い期限はいつですか？',
        'プロフォーマ・インボイスの発行から五営業日以内です。ニュージーランドのアカウントは本船の出港後にご請求し、お引き取り日は確度の高いETAに基づいて設定します。',
      ],
    ],
  ],
  [
    '輸送とクレームについて',
    [
      [
        '輸送にはどのくらいかかりますか？',
        'ニュージーランドまで約14～21日、モンバサまで約25～35日です。これに加えて、輸出準備に5～7営業日かかります。',
      ],
      [
        '車両が損傷して届いた場合はどうすればよいですか？',
        '受領書にその旨を記入し、写真を撮影したうえで、七日以内に当社へご連絡ください。詳しくはクレームポリシーと海上保険のページをご覧ください。',
      ],
      [
        'コンテナで輸送できますか？',
        'はい。横浜と大阪から20フィートおよび40フィートのコンテナで輸送しており、40フィートコンテナに最大四台を積むバンニングにも対応しています。',
      ],
    ],
  ],
];

export default function FaqPage() {
  return (
    <>
      <Lead>
        ご購入、お支払い、輸送、クレームについて、ディーラーの皆様からよくいただくご質問にお答えします。こちらにないご質問は、横浜の営業チームが一営業日以内にお答えします。
      </Lead>
      {faq.map(([title, questions]) => (
        <QuestionSection key={title} title={title} questions={questions} />
      ))}
      <NextSteps
        links={[
          ['お問い合わせ', '/about/contact-us'],
          ['購入の流れ', '/stocks/purchasing-process'],
          ['クレームポリシー', '/services/claims-policy'],
        ]}
      />
    </>
  );
}
