export { SignupPage as Component } from '../../features/auth/signup-page';
