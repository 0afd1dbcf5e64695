// Japanese translation of ../about--pre-owned-cars.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function PreOwnedCarsPage() {
  return (
    <>
      <Lead>
        日本の中古車が世界中で求められる理由はシンプルです。厳しい保安基準、短距離中心の使われ方、そして丁寧に扱うオーナーのおかげで、年式から想像されるよりも良い状態で日本を旅立つのです。
      </Lead>
      <BulletSection
        title="日本車が違う理由"
        items={[
          '二年ごとの車検で古い車の維持費がかさむため、多くの車両が低走行のまま手放されます。',
          '日本の年間平均走行距離は約6,000kmで、多くの輸出先市場を大きく下回ります。',
          'ディーラーでの点検整備が一般的で、整備記録簿がそろっていることも珍しくありません。',
          '道路がよく整備されており、融雪剤が使われるのは北部に限られるため、サビはまれです。',
        ]}
      />
      <Section title="取り扱い車種">
        <p>
          当社の在庫は、Toyota Aqua、Honda Fit、Mazda
          Demioなどのコンパクトハッチバックやハイブリッド車、Corolla Fielder、Subaru Forester、Mazda
          CX-5などのファミリー向けワゴンやSUV、Toyota HiaceやIsuzu
          Elfなどのバンや小型トラック、さらに随時入れ替わるスポーツモデルや高級車まで幅広くそろえています。右ハンドル車はニュージーランド、オーストラリア、イギリス、東アフリカに適しており、ご要望に応じて左ハンドル車もお探しします。
        </p>
      </Section>
      <NextSteps
        links={[
          ['在庫を検索', '/search'],
          ['品質管理', '/services/quality-control'],
        ]}
      />
    </>
  );
}
