// Japanese translation of ../about--newsletter.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';
import { externalSites } from '@/config/site';

export default function NewsletterPage() {
  return (
    <>
      <Lead>
        IBC
        Japanのニュースレターは月に二回、ディーラー様が仕入れ計画を立てるうえで欠かせない情報をお届けします。配船スケジュール、オークションの休止日程、為替の動き、そしてお客様の市場で最もよく売れているモデルなどです。
      </Lead>
      <BulletSection
        title="配信内容"
        items={[
          'ニュージーランド、オーストラリア、東アフリカ、イギリス向けの船積みスケジュールと締切日。',
          'ゴールデンウィーク、お盆、年末年始のオークション休止など、休業のお知らせを一か月前にお届けします。',
          '登録台数や、輸入の多いメーカー・モデルの上位を紹介する市場動向。',
          '新着車両の注目情報と、その月のまとめ買い割引（Buy More Save More）のご案内。',
        ]}
      />
      <Section title="ご登録">
        <p>
          ニュースレターサイトで、メールアドレスと市場を入力してご登録ください。ニュースを受け取りたい市場を選択でき、各号の末尾にあるリンクからいつでも配信を停止できます。お客様のメールアドレスを第三者と共有することは一切ありません。
        </p>
        <p>
          <a
            href={externalSites.newsletter}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            ニュースレターに登録する（新しいタブで開きます）
          </a>
        </p>
      </Section>
      <NextSteps
        links={[
          ['ニュース', '/about/news-bulletin'],
          ['お問い合わせ', '/about/contact-us'],
        ]}
      />
    </>
  );
}
