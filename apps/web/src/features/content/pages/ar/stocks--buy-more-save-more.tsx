// Arabic translation of ../stocks--buy-more-save-more.tsx: keep its structure and figures when that page changes.
import { Callout, Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function BuyMoreSaveMorePage() {
  return (
    <>
      <Lead>
        يكافئ برنامج Buy More Save More التجار الذين يشترون عدة سيارات شهريًا. فكلما زاد عدد السيارات التي تثبّت
        شراءها خلال الشهر الميلادي، زاد الخصم على كل سيارة في ذلك الشهر، ويُضاف رصيدًا دائنًا إلى حسابك.
      </Lead>
      <TableSection
        title="شرائح الخصم"
        caption="خصم برنامج Buy More Save More لكل سيارة"
        head={['عدد السيارات المؤكدة في الشهر', 'الرصيد لكل سيارة (JPY)']}
        rows={[
          ['3 – 5 سيارات', '¥10,000'],
          ['6 – 10 سيارات', '¥20,000'],
          ['11 – 20 سيارة', '¥30,000'],
          ['21 سيارة أو أكثر', '¥40,000'],
        ]}
      >
        <p>
          تُحتسب السيارة في الشهر الذي تصدر فيه فاتورتها المبدئية. ويُحسب الرصيد في أول يوم عمل من الشهر التالي،
          ويمكن استخدامه لسداد أي فاتورة، بما في ذلك أجور الشحن ورسوم الفحص.
        </p>
      </TableSection>
      <Section title="من يحق له الانضمام">
        <p>
          البرنامج متاح للتجار المسجلين الذين مضى على تعاملهم معنا ثلاثة أشهر على الأقل. وبمجرد أن يفعّله مدير
          حسابك، يظهر بند Buy More Save More في قائمة حسابك.
        </p>
      </Section>
      <Callout title="الجمع بين العروض">
        يُضاف رصيد Buy More Save More إلى الأسعار المتفاوض عليها، لكنه لا يسري على مشتريات المزادات ولا على
        السيارات المبيعة مباشرةً من التجار (Dealer-direct)، إذ تُباع بشروطها الخاصة.
      </Callout>
      <NextSteps
        links={[
          ['ابحث في المخزون', '/search'],
          ['تواصل مع مدير حسابك', '/about/contact-us'],
        ]}
      />
    </>
  );
}
