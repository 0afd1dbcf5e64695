// Arabic translation of ../about--contact-us.tsx: keep its structure and figures when that page changes.
import { HeadOfficeCard, Lead, NextSteps, Section } from '../../components/content-blocks';

export default function ContactUsPage() {
  return (
    <>
      <Lead>
        يرد فريق مبيعاتنا في يوكوهاما على الاستفسارات عبر البريد الإلكتروني والهاتف وتطبيقات المراسلة من
        الاثنين إلى الجمعة، من 9:00 إلى 18:00 بتوقيت اليابان. ويمكن للتجار المسجلين أيضًا التواصل مع مدير
        حسابهم مباشرةً من صفحة الحساب.
      </Lead>
      <HeadOfficeCard
        words={{
          heading: 'المقر الرئيسي',
          salesEmail: 'البريد الإلكتروني للمبيعات',
          phone: 'الهاتف',
          phonePrefix: 'هاتف',
          fax: 'الفاكس',
          hours: 'ساعات العمل',
          hoursText:
            'من الاثنين إلى الجمعة، 9:00 – 18:00 بتوقيت اليابان (JST)، عدا أيام العطل الرسمية في اليابان',
        }}
      />
      <Section title="بأي فريق تتواصل؟">
        <p>
          للاستفسار عن المخزون والعروض والشحن، راسل البريد الإلكتروني للمبيعات أعلاه واذكر رمز العميل الخاص بك
          إن وُجد. أما الفواتير والمدفوعات، فرُدّ على الرسالة التي وصلتك معها الفاتورة لتصل إلى فريق الحسابات.
          ويمكن للزوار أيضًا مراسلتنا من أسفل صفحة البحث، ونرد خلال يوم عمل واحد.
        </p>
      </Section>
      <NextSteps
        links={[
          ['ابحث في المخزون', '/search'],
          ['شبكتنا العالمية', '/about/global-network'],
          ['الأسئلة الشائعة', '/faq'],
        ]}
      />
    </>
  );
}
