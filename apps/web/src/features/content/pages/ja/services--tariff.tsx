// Japanese translation of ../services--tariff.tsx: keep its structure and figures when that page changes.
import { INTL_LOCALES } from '@ibc/domain';
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

const TARIFF_WRITTEN = '2026-11-25';

const writtenMonth = new Intl.DateTimeFormat(INTL_LOCALES.ja, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${TARIFF_WRITTEN}T00:00:00Z`));

export default function ServicesTariffPage() {
  return (
    <>
      <Lead>
        当社のサービス料金は定額で公開していますので、オファーの前に車両にかかる費用の総額を算出いただけます。サインインしたディーラー様に表示される到着価格には、仕向地に応じた諸費用がすでに含まれています。
      </Lead>
      <p className="text-sm font-semibold text-slate-600">
        <time dateTime={TARIFF_WRITTEN.slice(0, 7)}>{writtenMonth}</time>時点の料金です。
      </p>
      <TableSection
        title="輸出・検査"
        caption="輸出・検査の料金"
        head={['サービス', '料金（JPY、一台あたり）']}
        rows={[
          ['輸出書類の作成と輸出抹消登録', '¥15,000'],
          ['船積み前検査（JEVIC／MPI基準）', '¥9,800'],
          ['BMSB熱処理（九月1日～翌年四月30日）', '¥6,500'],
          ['車両履歴チェックレポート', '¥2,500'],
          ['走行距離の検証', '¥1,500'],
          ['オークション入札代行（落札車両一台あたり）', '¥30,000'],
        ]}
      />
      <TableSection
        title="ニュージーランド向け輸送サーチャージ"
        caption="ニュージーランド向け輸送サーチャージ"
        head={['項目', '金額（NZD、一台あたり）']}
        rows={[
          ['TGRI（RORO船・コンテナ共通）', 'NZ$100'],
          ['BAF（燃料油価格調整係数）', 'NZ$100'],
          ['40フィートコンテナのバンニング（一台あたり）', 'NZ$320'],
        ]}
      />
      <p className="text-sm text-slate-600">
        BAFは船会社が設定するもので、変更される場合があります。上記の金額は、この料金表の作成時点で適用されていたものです。
      </p>
      <Section title="保管料と変更手数料">
        <p>
          お支払い済みの車両は、当社ヤードで14日間無料で保管します。それ以降の保管料は一台一日あたり¥1,000です。ブッキング後の仕向港の変更には¥10,000、船積み書類の再発行には¥5,000を申し受けます。
        </p>
      </Section>
      <Callout title="海上保険">
        任意の海上保険の保険料はCIF価格の1.2%（一台あたり最低¥5,000）です。補償内容については海上保険のページをご覧ください。
      </Callout>
      <NextSteps
        links={[
          ['海上保険', '/services/maritime-insurance'],
          ['コンテナ輸送', '/services/containerization'],
        ]}
      />
    </>
  );
}
