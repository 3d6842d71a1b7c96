// Words of the Contact page (D30). Field labels are the spec's.
export const contactCopy = {
  meta: {
    title: 'Contact us · Waypoint',
    description: 'Questions, suggestions or a simple hello: write to the Waypoint product team.',
  },
  title: 'How can the product team help you today?',
  intro:
    'Have a question, a suggestion, or just want to say hello? Fill in the form and the product team will get back to you by email.',
  requiredNote: 'Fields marked with * are required.',
  fields: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    message: 'Message',
  },
  submit: 'Send message',
  submitting: 'Sending…',
  invalidEmail: 'Please enter a valid email address',
  required: 'Please fill in this field.',
  nameTooLong: (max: number) => `Please keep this to ${max} characters.`,
  nameNotPlain: 'Please use one line of plain text.',
  messageTooLong: (max: string) => `Your message can be at most ${max} characters.`,
  characterCount: (length: string, max: string) => `${length} of ${max} characters`,
  successTitle: 'Thank you, your message is on its way.',
  successText: 'The product team will reply to the email address you gave us.',
  sendAnother: 'Send another message',
  error:
    'Sorry, your message could not be sent. Nothing you typed has been lost: please check your connection and try again.',
  imageAlt: 'Illustration of a speech bubble and an envelope on a desk, inviting you to write to us.',
} as const;
