// Page copy of /assessments (D5: content is data). The persona is sample content and says so.
export const HERO = {
  eyebrow: 'Self-exploration',
  title: 'Know where you stand before you move',
  lead: 'Four short exercises help you name what is not working, what you bring, how ready you are and what makes you thrive. Each takes about 3 minutes and ends with an instant report.',
  pitchLabel: 'Craft My Career Pitch',
};

export const PERSONA = {
  name: 'Maya',
  sampleNote: 'Maya is a sample persona, not a real person.',
  story: [
    'Maya spent six years as an accountant. She was good at it, yet most evenings she felt her work gave her little that mattered to her.',
    "What's Not Working showed her that recognition and room to grow weighed on her far more than pay. Who Am I pointed at her patience with detail and her wish to explain things simply.",
    'Where Am I Now made clear that her savings were fine but her plan was missing, so she wrote her career pitch and started comparing roles in data analysis.',
  ],
};

export const INSIGHTS: readonly { figure: string; text: string }[] = [
  { figure: '70%', text: 'of professionals say they feel unfulfilled at work.' },
  { figure: '49%', text: 'are actively looking for a change.' },
  { figure: '39', text: 'is the average age for a career change.' },
];
