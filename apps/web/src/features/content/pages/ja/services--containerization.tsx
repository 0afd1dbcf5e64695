// Japanese translation of ../services--containerization.tsx: keep its structure and figures when that page changes.
import { Bullets, Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function ContainerizationPage() {
  return (
    <>
      <Lead>
        コンテナ輸送なら、車両を天候や荷役から守れるうえ、車両と一緒に部品を送ることができ、RORO船が寄港しない港にもお届けできます。すべてのコンテナの積み込みと固定は、当社のヤードチームが自社で行います。
      </Lead>
      <TableSection
        title="コンテナの種類"
        caption="コンテナのサイズと標準的な積載内容"
        head={['コンテナ', '標準的な積載内容']}
        rows={[
          ['20フィート', '乗用車1台＋部品、または軽自動車2台'],
          ['40フィート', '乗用車3～4台、または乗用車3台＋部品'],
          ['40フィート ハイキューブ', 'ラック積みでバンまたはSUV 2台'],
        ]}
      />
      <Section title="40フィートコンテナのバンニング">
        <p>
          40フィートコンテナのバンニングは、横浜と大阪で承っています。車両は木製・鋼製のラックに載せて四点で固縛し、扉を封印する前にコンテナ内部を撮影します。シール番号と写真は、船荷証券（B/L）とあわせてお送りします。
        </p>
        <Bullets
          items={[
            '乗用車、エンジン、タイヤ、ボディパーツを一枚の船荷証券で混載できます。',
            '船会社の規定に従い、バッテリーを外し、燃料は四分の一以下にします。',
            '一度に一、二台をご購入になるディーラー様向けの共同コンテナもご用意しており、仕向地のデポで仕分けします。',
          ]}
        />
      </Section>
      <Callout title="ニュージーランド向け">
        TGRIは、RORO船と同じくコンテナでも一台あたりNZ$100で固定です。コンテナはデバンニングを行うデポでMPIのバイオセキュリティ検査を受けますので、お引き取りまで二営業日ほど余分に見込んでください。
      </Callout>
      <NextSteps
        links={[
          ['料金表', '/services/tariff'],
          ['海上保険', '/services/maritime-insurance'],
        ]}
      />
    </>
  );
}
