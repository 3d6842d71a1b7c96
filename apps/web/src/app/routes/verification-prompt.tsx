export { VerificationPromptPage as Component } from '../../features/auth/verification-prompt-page';
