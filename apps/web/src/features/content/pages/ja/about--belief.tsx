// Japanese translation of ../about--belief.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function BeliefPage() {
  return (
    <>
      <Lead>
        輸出業者がリピートのご注文をいただけるかどうかは、すべての車両をありのままにご説明し、すべてのオファーに迅速にお答えし、販売した車両に責任を持つことにかかっている。私たちはそう考えています。この三つの約束が、私たちの日々の仕事の指針です。
      </Lead>
      <Section title="ありのままの車両説明">
        <p>
          何千キロも離れた場所にいらっしゃるディーラー様は、実車を直接確かめることができません。だからこそ私たちは、自分たちが購入するつもりで一台一台を撮影・評価し、キズも含めてご説明します。説明どおりの車は、思わぬ問題を抱えた安い車よりも、お客様にとってはるかに価値があります。
        </p>
      </Section>
      <Section title="迅速で明確な回答">
        <p>
          すべてのディーラー様に専任のアカウントマネージャーが付き、オファーには日本の一営業日以内にお答えし、価格・時期・車両の状態について率直にお伝えします。サイト上の価格はお客様の通貨での到着価格であり、交渉のたたき台ではありません。
        </p>
      </Section>
      <BulletSection
        title="販売した車両への責任"
        items={[
          '回答期限を定めたクレームポリシーを公開しています。',
          '走行距離は検証済みで、誤りが判明した場合は返金で保証します。',
          '一度きりの販売よりも長期的な関係を大切にします。誤った車を売るくらいなら、販売の機会を逃すほうを選びます。',
        ]}
      />
      <NextSteps
        links={[
          ['CEOメッセージ', '/about/ceo-message'],
          ['評価・実績', '/about/reputation'],
        ]}
      />
    </>
  );
}
