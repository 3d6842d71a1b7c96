export { PasswordInput } from './password-input';
