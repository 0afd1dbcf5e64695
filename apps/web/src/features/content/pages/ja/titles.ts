import type { ContentTitles } from '../../content-pages';

export const titles: ContentTitles = {
  '/about': {
    title: 'IBC Japanについて',
    description: '私たちの会社と理念、そして横浜のチームへのお問い合わせ方法をご紹介します。',
  },
  '/about/reputation': {
    title: '評価・実績',
    description:
      'ニュージーランドをはじめ世界各国のディーラー様が、長年IBC Japanから車両を仕入れてきた経験をもとに寄せてくださった声をご紹介します。',
    section: '会社概要',
  },
  '/about/belief': {
    title: '企業理念',
    description:
      'すべての車両をありのままにご説明し、すべてのオファーに迅速にお答えすること。それが輸出業者がリピートのご注文をいただくための条件だと、私たちは考えています。',
    section: '会社概要',
  },
  '/about/corporate-brochure': {
    title: '会社案内',
    description: '当社の概要、サービス、輸出先市場をまとめた会社案内をダウンロードいただけます。',
    section: '会社概要',
  },
  '/about/newsletter': {
    title: 'ニュースレター',
    description:
      '船積みスケジュール、市場動向、新着在庫のお知らせをお届けするニュースレターにご登録ください。',
    section: '会社概要',
  },
  '/about/contact-us': {
    title: 'お問い合わせ',
    description:
      '横浜のIBC Japan営業チームへは、日本の営業時間内にメール・電話・FAXでお問い合わせいただけます。',
    section: '会社概要',
  },
  '/about/ceo-message': {
    title: 'CEOメッセージ',
    description:
      '当社が輸出するすべての市場で、ディーラーの皆様と築いている長期的な関係について、最高経営責任者が語ります。',
    section: '会社概要',
  },
  '/about/privacy-cookies-policy': {
    title: 'プライバシー・Cookieポリシー',
    description:
      'IBC Japanによる個人情報の収集・利用・保護の方法と、本サイトが使用するCookieについてご説明します。',
    section: '会社概要',
  },
  '/about/global-network': {
    title: 'グローバルネットワーク',
    description:
      '日本、ニュージーランド、アフリカをはじめ各地に広がる当社の拠点、代理店、輸送パートナーをご紹介します。',
    section: '会社概要',
  },
  '/about/group-affiliations': {
    title: 'グループ企業・加盟団体',
    description: '当社グループの各社と、IBC Japanが加盟する業界団体をご紹介します。',
    section: '会社概要',
  },
  '/about/pre-owned-cars': {
    title: '日本の中古車',
    description: '日本の中古車が低走行で整備状態が良く、世界中で求められている理由をご説明します。',
    section: '会社概要',
  },
  '/about/news-bulletin': {
    title: 'ニュース',
    description: 'IBC Japanからの会社ニュース、休業のお知らせ、各種ご案内です。',
    section: '会社概要',
  },
  '/about/terms-of-trade': {
    title: '取引条件',
    description: 'お支払い、引き渡し、クレームを含め、IBC Japanが車両を販売・輸送する際の条件です。',
    section: '会社概要',
  },
  '/stocks': {
    title: '在庫',
    description:
      '自社在庫、まとめ買い割引、購入の流れなど、IBC Japanから車両をご購入いただく方法をご案内します。',
  },
  '/stocks/purchase-from-ibc-inventory': {
    title: 'IBC在庫から購入',
    description:
      'IBC Japanが所有し検査を済ませた車両を、次の本船ですぐに出荷できる状態でご購入いただけます。',
    section: '在庫',
  },
  '/stocks/purchasing-process': {
    title: '在庫車両の購入の流れ',
    description:
      'オファーからお引き渡しまで。在庫車両のご購入が確定し、お支払い、船積み、お引き取りへと進む流れをご説明します。',
    section: '在庫',
  },
  '/stocks/buy-more-save-more': {
    title: 'まとめ買い割引',
    description: '当社在庫から毎月複数台をご購入いただくディーラー様向けのボリューム価格です。',
    section: '在庫',
  },
  '/stocks/clean-car-standard-fees': {
    title: 'クリーンカー・スタンダード料金',
    description:
      'ニュージーランドのクリーンカー・スタンダードに基づく課金や料金が、輸入される車両にどのように適用されるかをご説明します。',
    section: '在庫',
  },
  '/auction': {
    title: 'オークション',
    description: 'IBC Japanが入札・検査・輸送を代行し、日本各地のオークションで車両をご購入いただけます。',
  },
  '/auction/purchasing-process': {
    title: 'オークション購入の流れ',
    description: '入札のご依頼方法、落札後の流れ、オークション車両のお支払いと船積みについてご説明します。',
    section: 'オークション',
  },
  '/auction/buy-trips': {
    title: '買い付けツアー',
    description: '来日して、当社チームの案内でオークションに直接ご参加いただけます。',
    section: 'オークション',
  },
  '/auction/terms-of-trade': {
    title: 'オークション取引条件',
    description: '日本のオークションでお客様に代わって購入する車両に適用される条件です。',
    section: 'オークション',
  },
  '/auction/idirect-deposit': {
    title: 'iDirectデポジット',
    description:
      'iDirectで日本のオークションに直接入札いただくために必要なデポジット（保証金）についてご説明します。',
    section: 'オークション',
  },
  '/services': {
    title: 'サービス',
    description:
      '日本からお客様のヤードまで、ご購入車両を守る検査・保険・輸送・ファイナンスのサービスをご提供しています。',
  },
  '/services/tariff': {
    title: '料金表',
    description: '輸出・検査・輸送にかかるサービス料金および諸費用の一覧です。',
    section: 'サービス',
  },
  '/services/claims-policy': {
    title: 'クレームポリシー',
    description: 'クレームの対象、申し立ての方法、解決までの期間についてご説明します。',
    section: 'サービス',
  },
  '/services/quality-control': {
    title: '品質管理',
    description: '販売前に当社ヤードですべての車両が受けるチェックをご紹介します。',
    section: 'サービス',
  },
  '/services/pre-shipping-inspections': {
    title: '船積み前検査',
    description: '車両の船積み前に日本国内で実施するバイオセキュリティ検査と、各国基準への適合検査です。',
    section: 'サービス',
  },
  '/services/history-check': {
    title: '車両履歴チェック',
    description: 'ご購入車両の所有歴・事故歴・走行距離の履歴を確認したレポートです。',
    section: 'サービス',
  },
  '/services/containerization': {
    title: 'コンテナ輸送',
    description:
      '20フィート・40フィートコンテナによる車両・部品の輸送（40フィートコンテナのバンニングを含む）。',
    section: 'サービス',
  },
  '/services/maritime-insurance': {
    title: '海上保険',
    description: '海上輸送中の滅失・損傷からお客様の車両を守る保険です。',
    section: 'サービス',
  },
  '/services/odometer-verification': {
    title: '走行距離の検証',
    description:
      '記録された走行距離を、日本のオークション記録や整備記録と照合して検証する方法をご説明します。',
    section: 'サービス',
  },
  '/services/financing-services': {
    title: 'ファイナンスサービス',
    description: '販売に先立って在庫を多く仕入れられる、ディーラー様向けのトレードファイナンスです。',
    section: 'サービス',
  },
  '/dashboard': {
    title: 'ダッシュボード',
    description: 'アカウント概要、オファー、お知らせ、船積みスケジュールへのショートカットです。',
  },
  '/my-account': {
    title: 'マイアカウント',
    description:
      '取引条件、お支払い、船積み書類、オファーなど、ディーラーアカウントに関するすべてをご確認いただけます。',
  },
  '/my-account/terms-of-trade': {
    title: 'お客様の取引条件',
    description: 'お支払い条件や引き渡し条件を含め、お客様のアカウントについて合意した取引条件です。',
    section: 'マイアカウント',
  },
  '/my-account/ibc-partner': {
    title: 'IBCパートナー',
    description: '定期的にご購入いただくディーラー様向け、IBCパートナープログラムの特典です。',
    section: 'マイアカウント',
  },
  '/my-account/payment-options': {
    title: 'お支払い方法',
    description: 'お客様のアカウントでご利用いただける銀行送金およびカード決済の方法です。',
    section: 'マイアカウント',
  },
  '/my-account/pay-via-paypal': {
    title: 'PayPalでのお支払い',
    description: 'アカウントの請求書やデポジットをPayPalでお支払いいただけます。',
    section: 'マイアカウント',
  },
  '/my-account/buy-more-save-more': {
    title: 'まとめ買い割引',
    description:
      'お客様のまとめ買い割引のボリューム価格。割引段階がご購入にどのように適用されるかをご説明します。',
    section: 'マイアカウント',
  },
  '/account': {
    title: 'アカウント',
    description: 'ディーラーアカウントへのサインイン、新規開設、パスワードの再設定はこちらから。',
  },
  '/printable': {
    title: '印刷用書類',
    description: '社内保管用やお客様へのお渡し用に、車両情報シートの印刷用バージョンをご用意しています。',
  },
  '/form': {
    title: 'フォーム',
    description: 'チェックリストのご請求やお問い合わせのためのフォームです。',
  },
  '/privacy-policy': {
    title: 'プライバシーポリシー',
    description:
      '本サイトおよび当社サービスを通じて取得した個人情報の、IBC Japanにおける取り扱いについてご説明します。',
  },
  '/faq': {
    title: 'よくある質問',
    description:
      '購入、お支払い、輸送、クレームについて、ディーラーの皆様からよくいただくご質問にお答えします。',
  },
};
