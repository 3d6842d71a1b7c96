import type { LegalDocument } from './types';

// Our own terms for Waypoint, plain and reasonable, following the section list of the spec and its
// section 9 constants. Not legal advice: an operator must have them reviewed before launch.
export const termsAndConditions: LegalDocument = {
  anchorId: 'terms-page',
  title: 'Terms and Conditions',
  updated: '2023-06-16',
  intro: [
    'These terms govern your use of Waypoint, a career-coaching web application, and any purchase you make on it. By using Waypoint you agree to them.',
  ],
  sections: [
    {
      id: 'what-you-should-know',
      heading: 'What you should know at a glance',
      paragraphs: [],
      bullets: [
        'You must be older than 16 to use Waypoint. Minors may use it only under the supervision of an adult.',
        'Results, roadmaps and feedback are guidance, not professional, legal, financial or medical advice.',
        'European Consumers may withdraw from a purchase within 14 days.',
        'Some rights in these terms apply only to Consumers; others to all Users.',
      ],
    },
    {
      id: 'terms-of-use',
      heading: 'Terms of use',
      paragraphs: [
        'You may use Waypoint for your own career development. Many features work without an account; some require one.',
      ],
    },
    {
      id: 'account-registration',
      heading: 'Account registration',
      paragraphs: [
        'To register you give your full name, a valid email address and a password, or sign in with a third-party provider. You must confirm your email before logging in with a password.',
        'Keep your password secret and do not share your account. Accounts registered by bots or automated means are not permitted.',
        'You can delete your account at any time from your profile page. The Owner may suspend or delete accounts that breach these terms, and remove content that breaches them.',
      ],
    },
    {
      id: 'access-to-external-resources',
      heading: 'Access to external resources',
      paragraphs: [
        'Waypoint links to external resources such as courses, books and forms. We do not control them and are not responsible for their content or availability; their own terms apply.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: ['You agree not to:'],
      bullets: [
        'break the law or infringe the rights of others;',
        'upload content that is offensive, misleading or not yours to share;',
        'attempt to disrupt, overload or gain unauthorised access to the service;',
        'scrape or copy the service in bulk, or resell it without permission.',
      ],
    },
    {
      id: 'api-usage-terms',
      heading: 'API usage terms',
      paragraphs: [
        'Where we make an API available, you may use it only as documented, within its rate limits and for the purposes described. We may limit or withdraw access to protect the service.',
      ],
    },
    {
      id: 'terms-and-conditions-of-sale',
      heading: 'Terms and conditions of sale',
      paragraphs: [
        'Some products are paid for. Purchasing requires being registered or logged in. The price, what is included and any trial are shown before you buy. Payments are processed by a card payment provider; we never see your full card number.',
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      paragraphs: ['Digital products are delivered by making them available in your account as soon as payment is confirmed.'],
    },
    {
      id: 'contract-duration',
      heading: 'Contract duration',
      paragraphs: [
        'Subscriptions are either lifetime (one payment for the life of the product) or open-ended (renewing each period until cancelled).',
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Subscriptions',
      paragraphs: [
        'Free trial: a trial is free and cannot be renewed. It converts automatically into the paid subscription shown at the start unless you cancel before the trial expires; we remind you before it does.',
        'Cancelling: you can end a subscription at any time from your account or by writing to us. Termination takes effect 7 days after your notice; you keep access until then.',
      ],
    },
    {
      id: 'user-rights',
      heading: 'User rights',
      paragraphs: [
        'Right of withdrawal: if you are a European Consumer you may withdraw from a purchase within 14 days of the contract without giving a reason, by telling us clearly through the [contact form](/contact). We refund all payments within 14 days of your notice, using the payment method you used. If you asked a digital service to start during the withdrawal period, we may deduct the part already provided.',
        'Complaints: write to us through the [contact form](/contact). We process complaints within 2 days and reply as soon as we can.',
        'Privacy: your rights over your data are described in the Privacy Policy; requests are answered within one month.',
      ],
    },
    {
      id: 'liability-and-indemnification',
      heading: 'Liability and indemnification',
      paragraphs: [
        'We provide Waypoint with care but cannot guarantee particular career outcomes. To the extent the law allows, our total liability to you is limited to the amount you paid us in the 12 months before the claim, or during the contract duration if that is shorter. Nothing in these terms limits liability that cannot be limited by law, or the statutory rights of Consumers.',
        'If you breach these terms and a third party makes a claim against us as a result, you agree to cover the reasonable costs of that claim, to the extent the law allows.',
      ],
    },
    {
      id: 'common-provisions',
      heading: 'Common provisions',
      paragraphs: [
        'No waiver: not enforcing a right is not giving it up. Changes: we will give reasonable notice of material changes to these terms. Severability: if one clause is invalid, the rest remain in force. Governing law: the law of the Owner’s place of business applies, without removing the protection Consumers have under the law of their country.',
      ],
    },
    {
      id: 'definitions-and-legal-references',
      heading: 'Definitions and legal references',
      paragraphs: [],
      bullets: [
        'User: anyone who uses Waypoint.',
        'Consumer: a User acting for purposes outside their trade, business or profession.',
        'Business User: a User who is not a Consumer. These terms apply to Consumers and Business Users alike unless a clause says otherwise.',
        'European Consumer: a Consumer who usually lives in the European Union.',
        'Owner: the operator of this Waypoint service.',
      ],
    },
  ],
};
