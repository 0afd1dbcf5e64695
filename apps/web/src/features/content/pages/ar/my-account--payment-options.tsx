// Arabic translation of ../my-account--payment-options.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function PaymentOptionsPage() {
  return (
    <>
      <Lead>
        ادفع قيمة السيارات ومبالغ التأمين والخدمات بعملة حسابك. والتحويل البرقي هو الطريقة المعتادة، فيما يتاح
        الدفع بالبطاقة وعبر PayPal لمبالغ التأمين والفواتير الأصغر.
      </Lead>
      <TableSection
        title="طرق الدفع"
        caption="طرق الدفع المتاحة"
        head={['الطريقة', 'الاستخدام']}
        rows={[
          ['التحويل البرقي (TT)', 'فواتير السيارات، بأي مبلغ'],
          ['الدفع بالبطاقة', 'مبالغ التأمين والفواتير حتى ¥1,000,000'],
          ['PayPal', 'مبالغ التأمين ورسوم الخدمات حتى ¥500,000'],
        ]}
      />
      <Section title="التحويل البرقي">
        <p>
          حوّل المبلغ إلى الحساب البنكي المطبوع على فاتورتك فقط، واذكر رقم الفاتورة مرجعًا للدفع. ولن نطلب منك
          أبدًا عبر البريد الإلكتروني الدفع إلى حساب مختلف؛ فإن وصلك طلب كهذا، فاتصل بنا قبل الدفع. ثم سجّل
          الدفعة مع إيصال التحويل البنكي في صفحة تحصيل المدفوعات، ليتمكن فريق المبيعات من مطابقتها وتأكيدها.
        </p>
      </Section>
      <Callout title="الرسوم البنكية">
        يتحمل المشتري رسوم البنك المُرسِل والبنوك الوسيطة. وإذا جاء المبلغ المستلَم ناقصًا، يُضاف الفرق إلى فاتورتك
        التالية.
      </Callout>
      <NextSteps
        links={[
          ['تحصيل المدفوعات', '/my-account/payment-collections'],
          ['الدفع عبر PayPal', '/my-account/pay-via-paypal'],
        ]}
      />
    </>
  );
}
