// Arabic translation of ../about--reputation.tsx: keep its structure and figures when that page changes.
import { Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function ReputationPage() {
  return (
    <>
      <Lead>
        تصدّر IBC Japan السيارات المستعملة من اليابان منذ عام 1998. ويأتي معظم أعمالنا من تجار يشترون منا منذ
        خمس سنوات أو أكثر، ومن التجار الذين يوصونهم بالتعامل معنا.
      </Lead>
      <TableSection
        title="بالأرقام"
        caption="IBC Japan بالأرقام"
        head={['', 'الرقم']}
        rows={[
          ['السيارات المصدَّرة منذ 1998', '180,000+'],
          ['حسابات التجار النشطة', '2,400'],
          ['الدول التي شحنّا إليها العام الماضي', '38'],
          ['العروض التي رُدّ عليها خلال يوم عمل واحد', '97%'],
          ['المطالبات التي سُوّيت خلال عشرة أيام عمل', '94%'],
        ]}
      />
      <Section title="ما يقوله التجار عنا">
        <blockquote className="border-s-4 border-slate-300 ps-4 text-slate-700 italic">
          «قائمة الفحص تصف السيارة كما هي تمامًا. خلال ثماني سنوات قدّمنا مطالبتين فقط، ودُفعت كلتاهما خلال
          أسبوع.»
          <footer className="mt-1 text-sm not-italic text-slate-500">
            تاجر سيارات مستعملة، هاميلتون، نيوزيلندا
          </footer>
        </blockquote>
        <blockquote className="border-s-4 border-slate-300 ps-4 text-slate-700 italic">
          «الأسعار الواصلة بالشلن تتيح لي تقديم عروض أسعار لعملائي في اليوم نفسه.»
          <footer className="mt-1 text-sm not-italic text-slate-500">مستورد، مومباسا، كينيا</footer>
        </blockquote>
      </Section>
      <Section title="العضويات والمعايير">
        <p>
          نحن أعضاء في جمعية مصدّري السيارات المستعملة في اليابان وفي مجموعات المزادات الكبرى، ونلتزم بمواثيقها
          الخاصة بالوصف الصادق وسلامة قراءات العداد. وساحاتنا منشآت معتمدة لفحص الأمن الحيوي وفق متطلبات MPI
          في نيوزيلندا.
        </p>
      </Section>
      <NextSteps
        links={[
          ['مبادئنا', '/about/belief'],
          ['اتصل بنا', '/about/contact-us'],
        ]}
      />
    </>
  );
}
