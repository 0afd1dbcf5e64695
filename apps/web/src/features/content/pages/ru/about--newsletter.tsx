// Russian translation of ../about--newsletter.tsx: keep its structure and figures when that page changes.
import { BulletSection, Lead, NextSteps, Section } from '../../components/content-blocks';
import { externalSites } from '@/config/site';

export default function NewsletterPage() {
  return (
    <>
      <Lead>
        Рассылка IBC Japan выходит два раза в месяц и содержит информацию, на основе которой дилеры планируют
        закупки: графики судов, закрытие аукционов, движение валютных курсов и модели, которые быстрее всего
        продаются на Вашем рынке.
      </Lead>
      <BulletSection
        title="Что Вы будете получать"
        items={[
          'Графики отгрузок в Новую Зеландию, Австралию, Восточную Африку и Великобританию с крайними сроками приема автомобилей.',
          'Уведомления о праздниках — закрытии аукционов на Золотую неделю, Обон и Новый год — за месяц вперед.',
          'Обзор рынка со статистикой регистраций и самыми популярными импортными марками и моделями.',
          'Главные новые поступления и предложения месяца по программе Buy More Save More.',
        ]}
      />
      <Section title="Подписка">
        <p>
          Подпишитесь на сайте рассылки, указав адрес электронной почты и свой рынок. Вы можете выбрать рынки,
          новости которых Вас интересуют, и отписаться в любой момент по ссылке внизу каждого выпуска. Мы
          никогда не передаем Ваш адрес третьим лицам.
        </p>
        <p>
          <a
            href={externalSites.newsletter}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            Подписаться на рассылку (откроется в новой вкладке)
          </a>
        </p>
      </Section>
      <NextSteps
        links={[
          ['Новости компании', '/about/news-bulletin'],
          ['Контакты', '/about/contact-us'],
        ]}
      />
    </>
  );
}
