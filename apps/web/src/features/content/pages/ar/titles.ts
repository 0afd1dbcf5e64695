import type { ContentTitles } from '../../content-pages';

export const titles: ContentTitles = {
  '/about': {
    title: 'عن IBC Japan',
    description: 'تعرّف إلى هويتنا وقيمنا، وإلى طرق التواصل مع فريقنا في يوكوهاما.',
  },
  '/about/reputation': {
    title: 'سمعتنا',
    description: 'ما يقوله التجار في نيوزيلندا وحول العالم بعد سنوات من شراء سياراتهم من IBC Japan.',
    section: 'من نحن',
  },
  '/about/belief': {
    title: 'مبادئنا',
    description:
      'نؤمن بأن المصدِّر يكسب ثقة عملائه وتكرار تعاملهم حين يصف كل سيارة بأمانة ويرد على كل عرض بسرعة.',
    section: 'من نحن',
  },
  '/about/corporate-brochure': {
    title: 'الكتيّب التعريفي للشركة',
    description: 'حمّل كتيّبنا التعريفي للاطلاع على لمحة عن شركتنا وخدماتنا وأسواق التصدير التي نخدمها.',
    section: 'من نحن',
  },
  '/about/newsletter': {
    title: 'النشرة البريدية',
    description: 'اشترك في نشرتنا البريدية لتصلك جداول الشحن ومستجدات السوق وتنبيهات المخزون الجديد.',
    section: 'من نحن',
  },
  '/about/contact-us': {
    title: 'اتصل بنا',
    description:
      'تواصل مع فريق مبيعات IBC Japan في يوكوهاما عبر البريد الإلكتروني أو الهاتف أو الفاكس خلال ساعات العمل في اليابان.',
    section: 'من نحن',
  },
  '/about/ceo-message': {
    title: 'كلمة الرئيس التنفيذي',
    description: 'رئيسنا التنفيذي يتحدث عن العلاقات طويلة الأمد التي نبنيها مع التجار في كل سوق نشحن إليه.',
    section: 'من نحن',
  },
  '/about/privacy-cookies-policy': {
    title: 'سياسة الخصوصية وملفات تعريف الارتباط',
    description:
      'كيف تجمع IBC Japan معلوماتك الشخصية وتستخدمها وتحميها، وما ملفات تعريف الارتباط التي يستخدمها هذا الموقع.',
    section: 'من نحن',
  },
  '/about/global-network': {
    title: 'شبكتنا العالمية',
    description: 'مكاتبنا ووكلاؤنا وشركاؤنا في الشحن في اليابان ونيوزيلندا وأفريقيا وغيرها.',
    section: 'من نحن',
  },
  '/about/group-affiliations': {
    title: 'شركات المجموعة والعضويات',
    description: 'شركات مجموعتنا والجمعيات المهنية التي تنتمي إليها IBC Japan.',
    section: 'من نحن',
  },
  '/about/pre-owned-cars': {
    title: 'السيارات المستعملة',
    description:
      'لماذا تتميز السيارات اليابانية المستعملة بقلة المسافة المقطوعة وحسن الصيانة، ولماذا يكثر الطلب عليها حول العالم.',
    section: 'من نحن',
  },
  '/about/news-bulletin': {
    title: 'نشرة الأخبار',
    description: 'أخبار الشركة ومواعيد الإغلاق في العطلات وإعلانات IBC Japan.',
    section: 'من نحن',
  },
  '/about/terms-of-trade': {
    title: 'شروط التعامل',
    description: 'الشروط التي تبيع IBC Japan بموجبها السيارات وتشحنها، بما فيها الدفع والتسليم والمطالبات.',
    section: 'من نحن',
  },
  '/stocks': {
    title: 'المخزون',
    description: 'طرق شراء السيارات من IBC Japan: مخزوننا الخاص، وخصومات الكميات، وخطوات الشراء.',
  },
  '/stocks/purchase-from-ibc-inventory': {
    title: 'الشراء من مخزون IBC',
    description: 'اشترِ سيارات تملكها IBC Japan وفحصتها مسبقًا، وجاهزة للشحن على أول باخرة.',
    section: 'المخزون',
  },
  '/stocks/purchasing-process': {
    title: 'خطوات الشراء من المخزون',
    description: 'من العرض إلى التسليم: كيف يُثبَّت الشراء من مخزوننا ويُدفع ثمنه ويُشحن ويُستلم.',
    section: 'المخزون',
  },
  '/stocks/buy-more-save-more': {
    title: 'برنامج Buy More Save More',
    description: 'أسعار خاصة بالكميات للتجار الذين يشترون عدة سيارات شهريًا من مخزوننا.',
    section: 'المخزون',
  },
  '/stocks/clean-car-standard-fees': {
    title: 'رسوم معيار السيارات النظيفة (Clean Car Standard)',
    description: 'كيف تُطبَّق رسوم معيار السيارات النظيفة في نيوزيلندا على السيارات التي تستوردها.',
    section: 'المخزون',
  },
  '/auction': {
    title: 'المزادات',
    description: 'اشترِ من المزادات في أنحاء اليابان، وتتولى IBC Japan المزايدة والفحص والشحن نيابةً عنك.',
  },
  '/auction/purchasing-process': {
    title: 'خطوات الشراء من المزاد',
    description: 'كيف تطلب المزايدة، وماذا يحدث عند رسو المزاد عليك، وكيف تُدفع قيمة سيارات المزاد وتُشحن.',
    section: 'المزادات',
  },
  '/auction/buy-trips': {
    title: 'رحلات الشراء',
    description: 'زُر اليابان واحضر المزادات بنفسك، وفريقنا يرافقك دليلًا.',
    section: 'المزادات',
  },
  '/auction/terms-of-trade': {
    title: 'شروط التعامل في المزادات',
    description: 'الشروط السارية على السيارات التي نشتريها لك من المزادات في اليابان.',
    section: 'المزادات',
  },
  '/auction/idirect-deposit': {
    title: 'تأمين iDirect',
    description: 'مبلغ التأمين المطلوب قبل أن تتمكن من المزايدة مباشرةً في مزادات اليابان عبر iDirect.',
    section: 'المزادات',
  },
  '/services': {
    title: 'الخدمات',
    description: 'خدمات الفحص والتأمين والشحن والتمويل التي تحمي مشترياتك من اليابان حتى معرضك.',
  },
  '/services/tariff': {
    title: 'قائمة الرسوم',
    description: 'جدول رسوم خدماتنا وتكاليف التصدير والفحص والشحن.',
    section: 'الخدمات',
  },
  '/services/claims-policy': {
    title: 'سياسة المطالبات',
    description: 'ما الذي يمكنك المطالبة به، وكيف تقدّم مطالبتك، ومدى سرعتنا في تسويتها.',
    section: 'الخدمات',
  },
  '/services/quality-control': {
    title: 'مراقبة الجودة',
    description: 'الفحوصات التي تجتازها كل سيارة في ساحتنا قبل عرضها للبيع.',
    section: 'الخدمات',
  },
  '/services/pre-shipping-inspections': {
    title: 'الفحص قبل الشحن',
    description: 'فحوصات الأمن الحيوي والمطابقة التي تُجرى في اليابان قبل تحميل سيارتك.',
    section: 'الخدمات',
  },
  '/services/history-check': {
    title: 'فحص سجل السيارة',
    description: 'سجل موثَّق للملكية والحوادث وقراءات العداد للسيارة التي تشتريها.',
    section: 'الخدمات',
  },
  '/services/containerization': {
    title: 'الشحن بالحاويات',
    description: 'شحن السيارات وقطع الغيار في حاويات 20 و40 قدمًا، بما في ذلك التحميل في حاويات 40 قدمًا.',
    section: 'الخدمات',
  },
  '/services/maritime-insurance': {
    title: 'التأمين البحري',
    description: 'تأمين يغطي سيارتك من الفقدان والتلف أثناء الرحلة البحرية.',
    section: 'الخدمات',
  },
  '/services/odometer-verification': {
    title: 'التحقق من عداد المسافات',
    description: 'كيف نتحقق من المسافة المسجلة بمطابقتها مع سجلات المزادات والصيانة في اليابان.',
    section: 'الخدمات',
  },
  '/services/financing-services': {
    title: 'خدمات التمويل',
    description: 'حلول تمويل تجاري تتيح للتجار شراء مخزون أكبر قبل بيعه.',
    section: 'الخدمات',
  },
  '/dashboard': {
    title: 'لوحة التحكم',
    description: 'اختصارات إلى ملخص حسابك وعروضك وإشعاراتك وشحناتك.',
  },
  '/my-account': {
    title: 'حسابي',
    description: 'كل ما يخص حسابك التجاري: الشروط والمدفوعات ومستندات الشحن والعروض.',
  },
  '/my-account/terms-of-trade': {
    title: 'شروط التعامل الخاصة بي',
    description: 'شروط التعامل المتفق عليها لحسابك، بما فيها شروط الدفع وأساس التسليم.',
    section: 'حسابي',
  },
  '/my-account/ibc-partner': {
    title: 'برنامج IBC Partner',
    description: 'مزايا برنامج IBC Partner للتجار الذين يشترون بانتظام.',
    section: 'حسابي',
  },
  '/my-account/payment-options': {
    title: 'طرق الدفع',
    description: 'طرق الدفع بالتحويل البنكي والبطاقة المتاحة لحسابك.',
    section: 'حسابي',
  },
  '/my-account/pay-via-paypal': {
    title: 'الدفع عبر PayPal',
    description: 'ادفع فواتير حسابك ومبالغ التأمين عبر PayPal.',
    section: 'حسابي',
  },
  '/my-account/buy-more-save-more': {
    title: 'برنامج Buy More Save More',
    description: 'أسعار الكميات في برنامج Buy More Save More: كيف تُطبَّق شرائح الخصم على مشترياتك.',
    section: 'حسابي',
  },
  '/account': {
    title: 'الحساب',
    description: 'سجّل الدخول إلى حسابك التجاري، أو افتح حسابًا جديدًا، أو استعد كلمة المرور.',
  },
  '/printable': {
    title: 'مستندات قابلة للطباعة',
    description: 'نسخ جاهزة للطباعة من أوراق بيانات السيارات لملفاتك ولعملائك.',
  },
  '/form': {
    title: 'النماذج',
    description: 'نماذج طلب قوائم الفحص والاستفسارات.',
  },
  '/privacy-policy': {
    title: 'سياسة الخصوصية',
    description: 'كيف تتعامل IBC Japan مع المعلومات الشخصية التي تُجمع عبر هذا الموقع ومن خلال خدماتنا.',
  },
  '/faq': {
    title: 'الأسئلة الشائعة',
    description: 'إجابات عن أكثر ما يسأل عنه التجار بشأن الشراء والدفع والشحن والمطالبات.',
  },
};
