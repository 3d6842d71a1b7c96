// Business constants of spec section 9 and the user-facing texts of sections 2, 4, 5 and 8, shared by the web app
// and the API so both sides say and enforce exactly the same thing. Texts are kept word for word (decision D6).
// This module has no dependencies (no zod), so the web app's entry chunk can import it through
// '@waypoint/domain/constants' without pulling in the schemas. Keep the MESSAGES keys stable: auth.ts and the apps
// refer to them by name.

import { SESSION_EXPIRED_MESSAGE } from './session';

// ---- Accounts ----
export { IDLE_TIMEOUT_MS, SESSION_EXPIRED_MESSAGE } from './session';
/** D7: absolute session lifetime. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
export const PASSWORD_MIN = 8;
/** D12: long passphrases are welcome, but not megabytes sent to the hasher. */
export const PASSWORD_MAX = 128;

// ---- Timings (milliseconds unless the name says otherwise) ----
/** After email confirmation or password reset succeeds. */
export const REDIRECT_AFTER_CONFIRM_MS = 3000;
/** Home page buttons wait this long (after scrolling to top) before going to /assessments. */
export const REDIRECT_TO_ASSESSMENTS_MS = 1000;
/** "Hang tight while we save your progress" is shown this long before the result screen. */
export const SAVE_MESSAGE_MS = 2000;
/** Feedback banner and copy alerts stay this long. */
export const FEEDBACK_BANNER_MS = 3000;
export const FEEDBACK_FADE_IN_MS = 10;
export const FEEDBACK_FADE_OUT_MS = 300;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CAROUSEL_STEP_PX = 300;

// ---- Limits ----
export const THRIVE_MAX_CHARS = 500;
/** The longest careers search the API takes; the search box stops there too. */
export const CAREER_SEARCH_MAX_CHARS = 120;
export const THRIVE_QUESTION_COUNT = 5;
export const QUESTIONS_PER_ASSESSMENT = 10;
export const CONTACT_MESSAGE_ROWS = 5;

// ---- Rating scale ----
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export type RatingValue = (typeof RATING_VALUES)[number];
export const RATING_LABELS: Readonly<Record<RatingValue, string>> = {
  1: 'Strongly Disagree',
  2: 'Disagree',
  3: 'Neutral',
  4: 'Agree',
  5: 'Strongly Agree',
};

// ---- Collapsed views ----
/** The result bar chart shows this many bars until expanded. */
export const RESULT_BARS_COLLAPSED = 5;
export const RESULT_BARS_TOTAL = 10;
export const RESULT_CHART_HEIGHT_COLLAPSED_PX = 300;
export const RESULT_CHART_HEIGHT_EXPANDED_PX = 500;
/** The trending-careers table shows this many rows until "View All". */
export const TRENDING_ROWS_COLLAPSED = 2;
export const TRENDING_ROWS_TOTAL = 6;

// ---- Card texts of the /assessments page ----
export const ASSESSMENT_DURATION_TEXT = '3 minutes';

/**
 * The server's detail inside one of the spec's '{error}. Please try again.' templates: its own closing full stop
 * goes, or the sentence would end '..'.
 */
const inSentence = (error: string) => error.trim().replace(/[.!]+$/, '');

// ---- User-facing messages (spec sections 2, 4, 5, 8), word for word ----
export const MESSAGES = {
  // Authentication (section 4 and 8)
  loginFailed: 'Login failed. Please try again.',
  robotUnchecked: 'Please confirm you are not a robot.',
  signupFailed: (error: string) => `Sign-up failed: ${inSentence(error)}. Please try again.`,
  formHasErrors: 'Please correct the errors in the form.',
  resendFailed: (error: string) => `Resend email verification failed: ${inSentence(error)}. Please try again.`,
  noStoredEmail: 'No email found. Please try again.',
  resetFailed: 'An error occurred while resetting your password.',
  confirmFailed: 'An error occurred while confirming your email.',
  verifyingEmail: 'Verifying your email...',
  emailConfirmed: 'Email Confirmed!',
  confirmationFailedTitle: 'Confirmation Failed',
  verificationLinkSent: 'A verification link has been sent to your email address.',
  verificationLinkFailed: 'Failed to send verification link. Please try again.',
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  // Validation (section 5)
  invalidEmail: 'Please enter a valid email address',
  /** The forgot-password page ends the same text with a full stop. */
  invalidEmailForgotPassword: 'Please enter a valid email address.',
  invalidLinkedIn: 'Please enter a valid LinkedIn profile URL.',
  passwordLongEnough: 'Password is long enough',
  passwordTooShort: 'Password too short',
  passwordsMatch: 'Passwords match',
  passwordsDoNotMatch: 'Passwords do not match',
  resetPasswordTooWeak: 'Your password is too weak',
  resetPasswordHint: 'At least 8 characters',
  answerTooLong: 'Your answer is too long.',
  // Exercises and results (sections 2 and 4)
  savingProgress: "Hang tight while we save your progress-- you're doing great!",
  feedbackThanks: 'Thanks for your feedback! It means a lot.',
  textCopied: 'Text Copied to clipboard.',
  copyFailed: 'Failed to copy text. Please try again.',
  loadingQuestions: 'Loading questions...',
  noQuestions: 'No questions found.',
  questionLoadError: (message: string) => `Error: ${message}`,
  noResponse: 'No response provided',
  noReport: 'no report',
  // Skill match (section 2)
  exitConfirmTitle: 'Are you sure you want to exit?',
  exitConfirmBody: 'Your progress in this assessment will be lost, but you can always start again later.',
  proficiencyHint: 'Specify level of proficiency',
  // Application errors (section 8)
  unexpectedError: 'Unexpected Application Error!',
  chunkLoadFailed: 'Loading chunk failed',
} as const;
