import type { Book, BookCategory, BookCategoryId } from './types';

// The resources page list: 30 published books, six per category. Covers are generated on the page
// (title, author, category colour); no publisher artwork is copied.

export const booksPage = {
  title: 'Top 30 Books to Ignite Your Career Transformation',
  intro:
    'Whether you are planning a leap into a new field or want to grow where you are, these books offer ideas, tools and stories from people who have done it. Pick a category to jump to it.',
  tocLabel: 'Book categories',
} as const;

export const bookCategories: readonly BookCategory[] = [
  {
    id: 'career-transition',
    title: 'Career transition',
    intro: 'Practical guides for deciding on, planning and making a change of career.',
    coverColor: '#0f5e5f',
  },
  {
    id: 'personal-development',
    title: 'Personal development',
    intro: 'Habits, mindsets and skills that help you grow in any role.',
    coverColor: '#3d4fa3',
  },
  {
    id: 'work-life-balance',
    title: 'Work-life balance',
    intro: 'Ways to keep your energy, time and health while your career moves.',
    coverColor: '#1e6b34',
  },
  {
    id: 'entrepreneurship',
    title: 'Entrepreneurship',
    intro: 'For those whose next step is building something of their own.',
    coverColor: '#a2401f',
  },
  {
    id: 'psychological-aspects',
    title: 'Psychological aspects',
    intro: 'Understanding motivation, fear, meaning and change from the inside.',
    coverColor: '#6b3a7a',
  },
];

type BookEntry = Omit<Book, 'number' | 'category'>;

const byCategory: Record<BookCategoryId, readonly BookEntry[]> = {
  'career-transition': [
    {
      title: 'What Color Is Your Parachute?',
      author: 'Richard N. Bolles',
      forWhom: 'For job hunters and career changers who want a step-by-step method to find work that fits them.',
    },
    {
      title: 'Designing Your Life',
      author: 'Bill Burnett and Dave Evans',
      forWhom: 'For anyone stuck on “what next?” who would like to prototype a new direction before committing.',
    },
    {
      title: 'Working Identity',
      author: 'Herminia Ibarra',
      forWhom: 'For mid-career professionals who learn by doing and want to test possible selves through experiments.',
    },
    {
      title: 'Pivot: The Only Move That Matters Is Your Next One',
      author: 'Jenny Blake',
      forWhom: 'For people who want to change direction by building on what already works for them.',
    },
    {
      title: 'So Good They Can’t Ignore You',
      author: 'Cal Newport',
      forWhom: 'For those who doubt “follow your passion” and want to build rare, valuable skills first.',
    },
    {
      title: 'The Squiggly Career',
      author: 'Helen Tupper and Sarah Ellis',
      forWhom: 'For professionals whose path is not a ladder and who want tools to navigate sideways moves.',
    },
  ],
  'personal-development': [
    {
      title: 'Atomic Habits',
      author: 'James Clear',
      forWhom: 'For anyone who wants small, repeatable changes that add up to a new skill set.',
    },
    {
      title: 'Mindset: The New Psychology of Success',
      author: 'Carol S. Dweck',
      forWhom: 'For learners who fear they are “not the type” for a new field and want to see ability as growable.',
    },
    {
      title: 'The 7 Habits of Highly Effective People',
      author: 'Stephen R. Covey',
      forWhom: 'For people who want a principled framework for priorities, relationships and self-leadership.',
    },
    {
      title: 'Grit: The Power of Passion and Perseverance',
      author: 'Angela Duckworth',
      forWhom: 'For career changers facing a long learning curve who want to understand sustained effort.',
    },
    {
      title: 'Range: Why Generalists Triumph in a Specialized World',
      author: 'David Epstein',
      forWhom: 'For people with varied backgrounds who wonder whether a winding path is a weakness (it is not).',
    },
    {
      title: 'Deep Work',
      author: 'Cal Newport',
      forWhom: 'For those learning demanding new skills alongside a job who need focused time to do it.',
    },
  ],
  'work-life-balance': [
    {
      title: 'Essentialism: The Disciplined Pursuit of Less',
      author: 'Greg McKeown',
      forWhom: 'For overcommitted professionals who need to make room for what matters most.',
    },
    {
      title: 'Four Thousand Weeks: Time Management for Mortals',
      author: 'Oliver Burkeman',
      forWhom: 'For anyone tired of productivity tricks who wants a kinder view of limited time.',
    },
    {
      title: 'Rest: Why You Get More Done When You Work Less',
      author: 'Alex Soojung-Kim Pang',
      forWhom: 'For high performers who feel guilty about rest and want evidence that it fuels good work.',
    },
    {
      title: 'Burnout: The Secret to Unlocking the Stress Cycle',
      author: 'Emily Nagoski and Amelia Nagoski',
      forWhom: 'For people running on empty who want practical ways to complete the stress cycle.',
    },
    {
      title: 'Thrive',
      author: 'Arianna Huffington',
      forWhom: 'For those redefining success beyond money and status to include well-being.',
    },
    {
      title: 'Off the Clock',
      author: 'Laura Vanderkam',
      forWhom: 'For busy people who want to feel less rushed while still getting important things done.',
    },
  ],
  entrepreneurship: [
    {
      title: 'The Lean Startup',
      author: 'Eric Ries',
      forWhom: 'For would-be founders who want to test ideas quickly and cheaply before betting everything.',
    },
    {
      title: 'The $100 Startup',
      author: 'Chris Guillebeau',
      forWhom: 'For people who want to turn a skill or passion into a small business with little money.',
    },
    {
      title: 'Zero to One',
      author: 'Peter Thiel with Blake Masters',
      forWhom: 'For ambitious builders thinking about what new, valuable thing they could create.',
    },
    {
      title: 'The E-Myth Revisited',
      author: 'Michael E. Gerber',
      forWhom: 'For skilled professionals about to go independent who need to think like a business owner.',
    },
    {
      title: 'Company of One',
      author: 'Paul Jarvis',
      forWhom: 'For those who want independence and a business that stays small on purpose.',
    },
    {
      title: 'Originals: How Non-Conformists Move the World',
      author: 'Adam Grant',
      forWhom: 'For people with unconventional ideas who want to champion them wisely.',
    },
  ],
  'psychological-aspects': [
    {
      title: 'Quiet: The Power of Introverts in a World That Can’t Stop Talking',
      author: 'Susan Cain',
      forWhom: 'For introverts choosing a new path who want to play to their strengths.',
    },
    {
      title: 'Daring Greatly',
      author: 'Brené Brown',
      forWhom: 'For anyone held back by fear of failure or judgement when starting something new.',
    },
    {
      title: 'Drive: The Surprising Truth About What Motivates Us',
      author: 'Daniel H. Pink',
      forWhom: 'For people trying to understand why a well-paid job can still feel empty.',
    },
    {
      title: 'Flow: The Psychology of Optimal Experience',
      author: 'Mihaly Csikszentmihalyi',
      forWhom: 'For those looking for work that absorbs them and wanting to know what makes that happen.',
    },
    {
      title: 'Switch: How to Change Things When Change Is Hard',
      author: 'Chip Heath and Dan Heath',
      forWhom: 'For anyone whose plans for change keep stalling and who wants a practical model of change.',
    },
    {
      title: 'Man’s Search for Meaning',
      author: 'Viktor E. Frankl',
      forWhom: 'For readers asking what gives their work and life meaning.',
    },
  ],
};

/** The 30 books, numbered 1 to 30 in category order. */
export const books: readonly Book[] = bookCategories
  .flatMap((category) => byCategory[category.id].map((entry) => ({ ...entry, category: category.id })))
  .map((book, index) => ({ ...book, number: index + 1 }));
