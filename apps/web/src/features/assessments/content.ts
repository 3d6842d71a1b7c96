// Page copy of /assessments (D5: content is data). The persona is sample content and says so.
import { persona } from '../../content';

export const HERO = {
  eyebrow: 'Self-exploration',
  title: 'Know where you stand before you move',
  lead: 'Four short exercises help you name what is not working, what you bring, how ready you are and what makes you thrive. Each takes about 3 minutes and ends with an instant report.',
  pitchLabel: 'Craft My Career Pitch',
};

/** The same sample persona as the home page's journey (content/persona.ts): her first weeks, told from here. */
export const PERSONA = {
  name: persona.name,
  sampleNote: persona.sampleNote,
  story: [
    persona.summary,
    "What's Not Working showed her that skills going unused, not pay, weighed on her most. Who Am I pointed at her curiosity and her patience with detail.",
    `Where Am I Now made clear that her savings were fine but her plan was missing, so she wrote her career pitch and compared her role with ${persona.targetRole}.`,
  ],
};

export const INSIGHTS: readonly { figure: string; text: string }[] = [
  { figure: '70%', text: 'of professionals say they feel unfulfilled at work.' },
  { figure: '49%', text: 'are actively looking for a change.' },
  { figure: '39', text: 'is the average age for a career change.' },
];
