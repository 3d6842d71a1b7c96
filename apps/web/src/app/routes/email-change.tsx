export { EmailChangePage as Component } from '../../features/auth/email-change-page';
