// Japanese translation of ../about--global-network.tsx: keep its structure and figures when that page changes.
import { Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function GlobalNetworkPage() {
  return (
    <>
      <Lead>
        IBC
        Japanは日本で仕入れ、五大陸のディーラー様に販売しています。自社ヤード、輸送パートナー、主要市場の現地代理店が連携し、オークションからお客様のもとまで車両を滞りなくお届けします。
      </Lead>
      <TableSection
        title="国内拠点"
        caption="IBC Japanの国内拠点"
        head={['拠点', '役割']}
        rows={[
          ['横浜（本社）', '営業、経理、メインヤード、RORO船の積み港'],
          ['名古屋', 'ヤード、コンテナのバンニング'],
          ['大阪', 'ヤード、バンニング、神戸港'],
          ['福岡', '九州のオークション向け買い付け事務所'],
        ]}
      />
      <TableSection
        title="取引市場"
        caption="主な輸出市場"
        head={['市場', '港']}
        rows={[
          ['ニュージーランド', 'オークランド、ウェリントン、リトルトン、ネルソン'],
          ['オーストラリア', 'メルボルン、ブリスベン、シドニー'],
          ['東アフリカ', 'モンバサ、ダルエスサラーム（ウガンダ向け）'],
          ['イギリス', 'サウサンプトン、ブリストル'],
          ['太平洋諸島', 'スバ、アピア、ヌクアロファ'],
        ]}
      />
      <Section title="現地サポート">
        <p>
          オークランド、モンバサ、カンパラでは、提携代理店が通関、コンプライアンス対応、お客様のヤードまでの配送をお手伝いします。連絡先は担当のアカウントマネージャーにお尋ねください。提携代理店は毎週当社の書類を扱っており、当社が利用する本船を熟知しています。
        </p>
      </Section>
      <NextSteps
        links={[
          ['グループ企業・加盟団体', '/about/group-affiliations'],
          ['お問い合わせ', '/about/contact-us'],
        ]}
      />
    </>
  );
}
