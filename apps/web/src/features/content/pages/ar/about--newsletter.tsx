// Arabic translation of ../about--newsletter.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';
import { externalSites } from '@/config/site';

export default function NewsletterPage() {
  return (
    <>
      <Lead>
        تصدر النشرة البريدية لشركة IBC Japan مرتين في الشهر، وتحمل المعلومات التي يخطط التجار مشترياتهم على
        أساسها: جداول البواخر، ومواعيد إغلاق المزادات، وتحركات أسعار الصرف، والطرازات الأسرع مبيعًا في سوقك.
      </Lead>
      <BulletSection
        title="ما الذي سيصلك"
        items={[
          'جداول الشحن إلى نيوزيلندا وأستراليا وشرق أفريقيا والمملكة المتحدة، مع آخر مواعيد الحجز.',
          'إشعارات العطلات، مثل إغلاق المزادات في الأسبوع الذهبي وعطلة أوبون ورأس السنة، قبل موعدها بشهر.',
          'تقرير عن مستجدات السوق يتضمن أرقام التسجيل وأكثر العلامات التجارية والطرازات استيرادًا.',
          'أبرز السيارات الواصلة حديثًا، وعروض Buy More Save More لهذا الشهر.',
        ]}
      />
      <Section title="الاشتراك">
        <p>
          اشترك عبر موقع نشرتنا البريدية باستخدام بريدك الإلكتروني وتحديد سوقك. ويمكنك اختيار الأسواق التي
          تريد متابعة أخبارها، وإلغاء الاشتراك في أي وقت من الرابط الموجود أسفل كل عدد. ولا نشارك عنوانك مع أي
          طرف ثالث إطلاقًا.
        </p>
        <p>
          <a
            href={externalSites.newsletter}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            اشترك في النشرة البريدية (يُفتح في علامة تبويب جديدة)
          </a>
        </p>
      </Section>
      <NextSteps
        links={[
          ['نشرة الأخبار', '/about/news-bulletin'],
          ['اتصل بنا', '/about/contact-us'],
        ]}
      />
    </>
  );
}
