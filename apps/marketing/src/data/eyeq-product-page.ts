import type { ProductPageContent } from './product-page-content';

/**
 * The words of the eyeQ product page (docs/behaviour.md §2 "Product pages"). Figures are
 * illustrative.
 */
export const EYEQ_PAGE: ProductPageContent = {
  productName: 'eyeQ',
  audience: 'For individual contributors',
  title: 'eyeQ: your personal productivity hub',
  lead: 'Personal goals, productivity analytics, a learning path, wellness and career progression in a workspace of your own, for growth and impact at a sustainable pace.',
  features: [
    {
      title: 'Personal Goals',
      summary: 'Goals tied to impact, with today’s priority tasks.',
      demo: {
        heading: 'Goals that show your impact',
        text: 'Each personal goal shows its progress, due date and the impact it has on your team, next to the priority tasks for today.',
        points: [
          'Goals with progress and impact',
          "Today's priority tasks",
          'Strategy and direction',
        ],
      },
    },
    {
      title: 'Productivity Analytics',
      summary: 'Task completion, focus and impact scores over time.',
      demo: {
        heading: 'Understand how you work best',
        text: 'Task completion, impact score and a focus score out of 10 sit beside your day streak, so you can see the habits that move your work forward.',
        points: [
          'Task completion and impact score',
          'Focus score out of 10',
          'Day streak and goals progress',
        ],
      },
    },
    {
      title: 'Learning Path',
      summary: 'A personalised path to your next level.',
      demo: {
        heading: 'A clear path to your next level',
        text: 'See your current and next level, the skills you need and the courses that get you there, with progress on each.',
        points: [
          'Career progression',
          'Personalised learning path',
          'Key skills for the next level',
        ],
      },
    },
    {
      title: 'Wellness Dashboard',
      summary: 'Work-life balance, breaks and your best hours.',
      demo: {
        heading: 'Sustainable pace, by design',
        text: 'Work-life balance, stress level, breaks taken and your optimal working time help you protect the energy that good work needs.',
        points: [
          'Work-life balance and mood',
          'Breaks and flexibility used',
          'Your optimal work time',
        ],
      },
    },
  ],
  impact: [
    {
      value: '2 hrs',
      label: 'more focus time a day',
      text: 'Priority tasks tied to the goals they serve.',
    },
    {
      value: '25%',
      label: 'more goals completed',
      text: 'Progress and impact stay visible, week after week.',
    },
    {
      value: '$2,000',
      label: 'learning stipend a year',
      text: 'Put to work on a personalised learning path.',
    },
  ],
  demo: { label: 'Try eyeQ Demo', href: '/eyeq-dashboard' },
};
