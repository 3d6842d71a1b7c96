import { describe, expect, it } from 'vitest';
import * as domain from '../src/index';

const {
  CAROUSEL_STEP_PX,
  FEEDBACK_BANNER_MS,
  FEEDBACK_FADE_IN_MS,
  FEEDBACK_FADE_OUT_MS,
  IDLE_TIMEOUT_MS,
  MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  QUESTIONS_PER_ASSESSMENT,
  RATING_LABELS,
  RATING_MAX,
  RATING_MIN,
  REDIRECT_AFTER_CONFIRM_MS,
  REDIRECT_TO_ASSESSMENTS_MS,
  RESULT_BARS_COLLAPSED,
  SAVE_MESSAGE_MS,
  THRIVE_MAX_CHARS,
  TRENDING_ROWS_COLLAPSED,
  TRENDING_ROWS_TOTAL,
} = domain;

describe('business constants (spec section 9)', () => {
  it('holds the timings and limits of the spec', () => {
    expect({
      IDLE_TIMEOUT_MS, REDIRECT_AFTER_CONFIRM_MS, REDIRECT_TO_ASSESSMENTS_MS, SAVE_MESSAGE_MS, FEEDBACK_BANNER_MS,
      FEEDBACK_FADE_IN_MS, FEEDBACK_FADE_OUT_MS, CAROUSEL_STEP_PX, PASSWORD_MIN, PASSWORD_MAX, THRIVE_MAX_CHARS,
      QUESTIONS_PER_ASSESSMENT, RATING_MIN, RATING_MAX, RESULT_BARS_COLLAPSED, TRENDING_ROWS_COLLAPSED, TRENDING_ROWS_TOTAL,
    }).toEqual({
      IDLE_TIMEOUT_MS: 1_800_000, REDIRECT_AFTER_CONFIRM_MS: 3000, REDIRECT_TO_ASSESSMENTS_MS: 1000, SAVE_MESSAGE_MS: 2000,
      FEEDBACK_BANNER_MS: 3000, FEEDBACK_FADE_IN_MS: 10, FEEDBACK_FADE_OUT_MS: 300, CAROUSEL_STEP_PX: 300,
      PASSWORD_MIN: 8, PASSWORD_MAX: 128, THRIVE_MAX_CHARS: 500, QUESTIONS_PER_ASSESSMENT: 10, RATING_MIN: 1,
      RATING_MAX: 5, RESULT_BARS_COLLAPSED: 5, TRENDING_ROWS_COLLAPSED: 2, TRENDING_ROWS_TOTAL: 6,
    });
  });

  it('labels both ends of the rating scale as the spec does', () => {
    expect(RATING_LABELS[1]).toBe('Strongly Disagree');
    expect(RATING_LABELS[5]).toBe('Strongly Agree');
  });
});

describe('MESSAGES', () => {
  // Spec sections 2, 4, 5 and 8, copied word for word.
  const SPEC_TEXTS = [
    'Login failed. Please try again.',
    'Please confirm you are not a robot.',
    'Please correct the errors in the form.',
    'No email found. Please try again.',
    'An error occurred while resetting your password.',
    'An error occurred while confirming your email.',
    'Failed to send verification link. Please try again.',
    'A verification link has been sent to your email address.',
    'Session expired due to inactivity.',
    'Failed to copy text. Please try again.',
    'Text Copied to clipboard.',
    'Thanks for your feedback! It means a lot.',
    "Hang tight while we save your progress-- you're doing great!",
    'Your answer is too long.',
    'Please enter a valid email address',
    'Please enter a valid email address.',
    'Please enter a valid LinkedIn profile URL.',
    'Password is long enough',
    'Password too short',
    'Passwords match',
    'Passwords do not match',
    'Your password is too weak',
    'At least 8 characters',
    'Loading questions...',
    'No questions found.',
    'no report',
    'No response provided',
    'Verifying your email...',
    'Email Confirmed!',
    'Confirmation Failed',
    'Are you sure you want to exit?',
    'Your progress in this assessment will be lost, but you can always start again later.',
    'Unexpected Application Error!',
  ];

  it('contains every user-facing text of the spec word for word', () => {
    const values = Object.values(MESSAGES).filter((value) => typeof value === 'string');
    for (const text of SPEC_TEXTS) expect(values).toContain(text);
  });

  it('fills the templated texts', () => {
    expect(MESSAGES.signupFailed('Email invalid')).toBe('Sign-up failed: Email invalid. Please try again.');
    expect(MESSAGES.resendFailed('timeout')).toBe('Resend email verification failed: timeout. Please try again.');
    expect(MESSAGES.questionLoadError('Network Error')).toBe('Error: Network Error');
  });
});
