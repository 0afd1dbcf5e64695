// Arabic translation of ../my-account--pay-via-paypal.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, StepsSection } from '../../components/content-blocks';

export default function PayViaPaypalPage() {
  return (
    <>
      <Lead>
        يتيح لك PayPal سداد مبالغ التأمين ورسوم الفحص وغيرها من رسوم الخدمات حتى ¥500,000 بسرعة ودون زيارة
        البنك. أما فواتير السيارات التي تتجاوز هذا المبلغ فتُسدَّد بالتحويل البرقي.
      </Lead>
      <StepsSection
        title="طريقة الدفع"
        steps={[
          [
            'اطلب إرسال طلب دفع عبر PayPal',
            'أخبر مدير حسابك بالفاتورة أو مبلغ التأمين الذي تريد سداده، وسنرسل طلب دفع عبر PayPal إلى البريد الإلكتروني المسجل في حسابك.',
          ],
          ['سدِّد الطلب', 'افتح الطلب من PayPal وادفعه من رصيدك في PayPal أو من حسابك البنكي أو بطاقتك.'],
          ['التأكيد', 'تظهر الدفعة في ملخص حسابك خلال يوم عمل ياباني واحد.'],
        ]}
      />
      <Section title="الرسوم والعملة">
        <p>
          تُضاف رسوم المعالجة لدى PayPal البالغة 4.1% مع رسم ثابت إلى قيمة الطلب، ليصلنا مبلغ الفاتورة كاملًا.
          وتصدر الطلبات بعملة JPY، ويحوّل PayPal المبلغ من عملتك بسعر الصرف الخاص به.
        </p>
      </Section>
      <Callout title="الأمان">
        لا نرسل طلبات الدفع عبر PayPal إلا من حسابنا الرسمي، وإلى عناوين البريد الإلكتروني المسجلة في ملفك
        الشخصي فقط.
      </Callout>
      <NextSteps
        links={[
          ['طرق الدفع', '/my-account/payment-options'],
          ['ملفي الشخصي', '/my-account/my-profile'],
        ]}
      />
    </>
  );
}
