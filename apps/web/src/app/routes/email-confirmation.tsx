export { EmailConfirmationPage as Component } from '../../features/auth/email-confirmation-page';
