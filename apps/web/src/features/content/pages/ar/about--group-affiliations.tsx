// Arabic translation of ../about--group-affiliations.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function GroupAffiliationsPage() {
  return (
    <>
      <Lead>
        تنتمي IBC Japan إلى مجموعة صغيرة من الشركات تغطي معًا شراء السيارات وفحصها وشحنها ودعمها بعد البيع.
        والعمل ضمن مجموعة واحدة يعني انتقالات أقل بين الجهات، وجهة اتصال واحدة لك.
      </Lead>
      <BulletSection
        title="شركات المجموعة"
        items={[
          'IBC Japan Co., Ltd.: تصدير السيارات المستعملة وبيعها، والشراء من المزادات (يوكوهاما).',
          'IBC Logistics: تشغيل الساحات، وتحميل الحاويات، والنقل البري داخل اليابان.',
          'IBC Parts: قطع غيار مستعملة وجديدة، تُشحن وحدها أو ضمن حاوية سياراتك.',
          'Maxcare: خطط حماية السيارات وخدمات ما بعد البيع للتجار وعملائهم.',
        ]}
      />
      <BulletSection
        title="العضويات في الجمعيات"
        items={[
          'جمعية مصدّري السيارات المستعملة في اليابان (JUMVEA): ميثاق سلوك يُلزم بالوصف الصادق.',
          'عضوية في مجموعات المزادات USS وTAA وJU وCAA وHAA.',
          'منشأة فحص للأمن الحيوي معتمدة من MPI للسيارات المصدَّرة إلى نيوزيلندا.',
        ]}
      />
      <Section title="شركاء ما بعد البيع">
        <p>
          نقدّم من خلال المجموعة خطة لحماية السيارة، وخدمة الفحص 360، وخدمة تصدير للتجار الذين يرغبون في أن
          نتولى العملية كلها نيابةً عنهم. وتجد روابط كل منها أسفل صفحات الخدمات.
        </p>
      </Section>
      <NextSteps
        links={[
          ['شبكتنا العالمية', '/about/global-network'],
          ['الخدمات', '/services'],
        ]}
      />
    </>
  );
}
