// Russian translation of ../about--reputation.tsx: keep its structure and figures when that page changes.
import { Lead, NextSteps, Section, TableSection } from '../../components/content-blocks';

export default function ReputationPage() {
  return (
    <>
      <Lead>
        IBC Japan экспортирует подержанные автомобили из Японии с 1998 года. Большую часть нашего бизнеса
        составляют заказы дилеров, которые покупают у нас пять лет и дольше, и дилеров, которым они нас
        порекомендовали.
      </Lead>
      <TableSection
        title="В цифрах"
        caption="IBC Japan в цифрах"
        head={['', 'Показатель']}
        rows={[
          ['Автомобилей экспортировано с 1998 года', '180,000+'],
          ['Активных дилерских аккаунтов', '2,400'],
          ['Стран, куда мы отправляли автомобили в прошлом году', '38'],
          ['Предложений, на которые мы ответили в течение одного рабочего дня', '97%'],
          ['Рекламаций, урегулированных в течение десяти рабочих дней', '94%'],
        ]}
      />
      <Section title="Что говорят дилеры">
        <blockquote className="border-s-4 border-slate-300 ps-4 text-slate-700 italic">
          «Чек-лист точно описывает автомобиль. За восемь лет у нас было две рекламации, и обе были оплачены в
          течение недели».
          <footer className="mt-1 text-sm not-italic text-slate-500">
            Дилер подержанных автомобилей, Гамильтон, Новая Зеландия
          </footer>
        </blockquote>
        <blockquote className="border-s-4 border-slate-300 ps-4 text-slate-700 italic">
          «Благодаря ценам с доставкой в шиллингах я могу назвать клиентам цену в тот же день».
          <footer className="mt-1 text-sm not-italic text-slate-500">Импортер, Момбаса, Кения</footer>
        </blockquote>
      </Section>
      <Section title="Членство и стандарты">
        <p>
          Мы являемся членами Японской ассоциации экспортеров подержанных автомобилей и крупнейших аукционных
          групп и соблюдаем их кодексы о честном описании автомобилей и достоверности показаний одометра. Наши
          площадки аккредитованы для проведения фитосанитарной инспекции MPI Новой Зеландии.
        </p>
      </Section>
      <NextSteps
        links={[
          ['Наши принципы', '/about/belief'],
          ['Контакты', '/about/contact-us'],
        ]}
      />
    </>
  );
}
