import type { LegalDocument } from './types';

// Our own privacy policy for Waypoint, in plain words, following the section list of the spec.
// Not legal advice: an operator must have it reviewed for their jurisdiction before launch.
export const privacyPolicy: LegalDocument = {
  anchorId: 'privacy-page',
  title: 'Privacy Policy',
  updated: '2023-04-08',
  intro: [
    'This policy explains what personal data Waypoint collects, why, how it is processed and what rights you have. We collect only what the product needs to work for you.',
  ],
  sections: [
    {
      id: 'owner-and-data-controller',
      heading: 'Owner and data controller',
      paragraphs: [
        'The operator of this Waypoint service is the owner and data controller. You can reach the owner through the [contact form](/contact); requests about your data are answered within one month.',
      ],
    },
    {
      id: 'types-of-data-collected',
      heading: 'Types of data collected',
      paragraphs: ['Depending on the features you use, we process:'],
      bullets: [
        'Account data: full name, email address, password (stored only as a one-way hash), an optional professional-network profile URL, and the identifier of a third-party sign-in provider if you use one.',
        'Assessment answers: your ratings and free-text answers in the self-awareness assessments and the results computed from them, plus any feedback you give on a result.',
        'Skill-match inputs: your current and desired role, level, years of experience, company size, skills and proficiency levels.',
        'Practice answers: the text you write in the practice gym and the feedback produced for it; roadmap milestones you create or tick off.',
        'Contact and newsletter data: your name, email and message when you write to us; your email when you subscribe.',
        'Technical data: device and browser information, and usage data such as pages visited and errors, kept in server logs.',
      ],
    },
    {
      id: 'mode-and-place-of-processing',
      heading: 'Mode and place of processing',
      paragraphs: [
        'Data is processed on the servers that run the service, with appropriate security measures: encrypted connections, hashed passwords, session cookies that scripts cannot read, and access limited to people who need it.',
        'If you use Waypoint without an account, your progress is stored only in your browser until you choose to save it to an account. Text you type may be processed by an AI service configured by the operator to generate recommendations; when none is configured it is processed by our built-in engine on our own servers.',
        'We keep account data while your account exists and delete it when you delete your account. Server logs are kept for a limited period for security.',
      ],
    },
    {
      id: 'purposes-of-processing',
      heading: 'Purposes of processing',
      paragraphs: ['We use your data to:'],
      bullets: [
        'create and secure your account and keep you signed in;',
        'compute and show your assessment results, skill match, roadmap and practice feedback;',
        'answer your messages and, if you subscribed, send the newsletter;',
        'process payments for paid products through a card payment provider;',
        'keep the service safe, prevent abuse and fix problems.',
      ],
    },
    {
      id: 'detailed-information',
      heading: 'Detailed information on the processing',
      paragraphs: [
        'Legal bases: performing our contract with you (account, results, paid products), your consent (newsletter, optional saving of anonymous results), and our legitimate interest in keeping the service secure.',
        'Your rights: you can access, correct, download and delete your data, object to or restrict processing, and withdraw consent at any time. When signed in, you can download all your data as a JSON file and delete your account with everything you created from your [profile page](/profile). For anything else, write to us through the [contact form](/contact).',
        'Newsletter: we send it only after you confirm your subscription by email (double opt-in), and every email has an unsubscribe link.',
      ],
    },
    {
      id: 'opting-out-of-interest-based-advertising',
      heading: 'Opting out of interest-based advertising',
      paragraphs: [
        'Waypoint does not show advertising and does not sell or share your personal data for interest-based advertising. If this ever changes, we will update this policy beforehand and offer a way to opt out.',
      ],
    },
    {
      id: 'further-information',
      heading: 'Further information for users',
      paragraphs: [
        'Minimum age: as the Terms say, Waypoint is for people older than 16; younger people may use it only under the supervision of an adult. We do not knowingly collect data from children without that supervision.',
        'Cookies: we use a strictly necessary session cookie to keep you signed in. We do not use tracking cookies.',
      ],
    },
    {
      id: 'us-users',
      heading: 'Information for users in the United States',
      paragraphs: [
        'This section applies to residents of California, Virginia, Colorado, Connecticut, Utah, Texas, Oregon and Montana, who have specific rights under their state privacy laws.',
        'Notice at collection: in the past 12 months we have collected the categories of data listed above (identifiers, internet activity, professional information and, for paid products, commercial information) for the purposes listed above. We have not sold personal information or shared it for cross-context behavioural advertising.',
        'You have the right to know, access, correct and delete your personal information, to obtain a portable copy, and not to be discriminated against for exercising these rights. We answer verified requests within the time your state law requires.',
      ],
    },
    {
      id: 'additional-information',
      heading: 'Additional information about data collection and processing',
      paragraphs: [
        'Legal action: we may disclose data where the law requires it or to defend our rights in legal proceedings.',
        'Changes to this policy: we will announce material changes on this page and, where we have your email, by email before they take effect.',
      ],
    },
  ],
};
