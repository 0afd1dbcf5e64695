// Arabic translation of ../services--tariff.tsx: keep its structure and figures when that page changes.
import { INTL_LOCALES } from '@ibc/domain';
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

const TARIFF_WRITTEN = '2026-11-25';

const writtenMonth = new Intl.DateTimeFormat(INTL_LOCALES.ar, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${TARIFF_WRITTEN}T00:00:00Z`));

export default function ServicesTariffPage() {
  return (
    <>
      <Lead>
        رسوم خدماتنا ثابتة ومعلنة، لتتمكن من احتساب التكلفة الكاملة للسيارة قبل تقديم عرضك. والسعر الواصل
        المعروض للتجار بعد تسجيل الدخول يشمل مسبقًا الرسوم المطبقة على وجهتهم.
      </Lead>
      <p className="text-sm font-semibold text-slate-600">
        الأسعار محدَّثة في <time dateTime={TARIFF_WRITTEN.slice(0, 7)}>{writtenMonth}</time>.
      </p>
      <TableSection
        title="التصدير والفحص"
        caption="رسوم التصدير والفحص"
        head={['الخدمة', 'الرسوم (JPY، للسيارة)']}
        rows={[
          ['مستندات التصدير وشطب التسجيل', '¥15,000'],
          ['الفحص قبل الشحن (وفق معيار JEVIC / MPI)', '¥9,800'],
          ['المعالجة الحرارية ضد BMSB (من 1 سبتمبر إلى 30 أبريل)', '¥6,500'],
          ['تقرير فحص السجل', '¥2,500'],
          ['التحقق من عداد المسافات', '¥1,500'],
          ['خدمة المزايدة في المزادات (لكل سيارة يرسو مزادها عليك)', '¥30,000'],
        ]}
      />
      <TableSection
        title="رسوم الشحن الإضافية إلى نيوزيلندا"
        caption="رسوم الشحن الإضافية إلى نيوزيلندا"
        head={['البند', 'المبلغ (NZD، للوحدة)']}
        rows={[
          ['TGRI، لسفن RORO والحاويات', 'NZ$100'],
          ['BAF (رسم تعديل أسعار الوقود)', 'NZ$100'],
          ['التحميل في حاوية 40 قدمًا (لكل سيارة)', 'NZ$320'],
        ]}
      />
      <p className="text-sm text-slate-600">
        يحدد الناقلون رسم BAF ويحق لهم تغييره؛ والمبلغ أعلاه هو المعمول به وقت إعداد هذه الأسعار.
      </p>
      <Section title="التخزين والتعديلات">
        <p>
          تُخزَّن السيارات المدفوعة مجانًا في ساحتنا لمدة 14 يومًا، وبعدها تبلغ رسوم التخزين ¥1,000 للسيارة يوميًا.
          ويكلّف تغيير ميناء الوجهة بعد الحجز ¥10,000، وإعادة إصدار مستندات الشحن ¥5,000.
        </p>
      </Section>
      <Callout title="التأمين البحري">
        التغطية البحرية الاختيارية بنسبة 1.2% من القيمة على أساس CIF، وبحد أدنى ¥5,000 للسيارة. راجع صفحة
        التأمين البحري لمعرفة ما تشمله التغطية.
      </Callout>
      <NextSteps
        links={[
          ['التأمين البحري', '/services/maritime-insurance'],
          ['الشحن بالحاويات', '/services/containerization'],
        ]}
      />
    </>
  );
}
