// Japanese translation of ../about--group-affiliations.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function GroupAffiliationsPage() {
  return (
    <>
      <Lead>
        IBC
        Japanは、車両の仕入れ、検査、輸送から販売後のサポートまでを担う小規模な企業グループの一員です。一つのグループ内で完結するため、業務の引き継ぎが少なく、お客様の窓口も一つで済みます。
      </Lead>
      <BulletSection
        title="グループ各社"
        items={[
          'IBC Japan Co., Ltd.：中古車の輸出販売およびオークションでの買い付け（横浜）。',
          'IBC Logistics：国内でのヤード運営、コンテナのバンニング、陸送。',
          'IBC Parts：中古部品・新品部品の販売。単独での発送のほか、お客様の車両と同じコンテナでの発送も可能です。',
          'Maxcare：ディーラー様とその顧客向けの車両保護プランおよびアフターサービス。',
        ]}
      />
      <BulletSection
        title="加盟団体"
        items={[
          '日本中古自動車輸出業協同組合（JUMVEA）：正直な車両説明に関する行動規範を遵守。',
          'USS、TAA、JU、CAA、HAAの各オークショングループの会員。',
          'ニュージーランド向け輸出車両を対象とするMPI認定のバイオセキュリティ検査施設。',
        ]}
      />
      <Section title="アフターサービスのパートナー">
        <p>
          グループを通じて、車両保護プラン、360度検査サービス、そして全工程をお任せいただきたいディーラー様向けの輸出代行サービスをご提供しています。各サービスへのリンクは、サービス関連ページの下部にあります。
        </p>
      </Section>
      <NextSteps
        links={[
          ['グローバルネットワーク', '/about/global-network'],
          ['サービス', '/services'],
        ]}
      />
    </>
  );
}
