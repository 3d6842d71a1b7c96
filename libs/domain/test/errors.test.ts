import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, ERROR_CODES, isApiError } from '../src/index';

describe('API error shape', () => {
  it('accepts the documented shape with and without issues', () => {
    const plain = { code: ERROR_CODES.NOT_FOUND, detail: 'No such assessment.', request_id: 'req-1' };
    expect(ApiErrorSchema.parse(plain)).toEqual(plain);
    const withIssues = {
      code: ERROR_CODES.VALIDATION_FAILED,
      detail: 'Your answer is too long.',
      request_id: 'req-2',
      issues: [{ path: 'answer_data.text', message: 'Your answer is too long.' }],
    };
    expect(isApiError(withIssues)).toBe(true);
  });

  it('rejects bodies missing a field or with malformed issues', () => {
    expect(isApiError({ code: 'X', detail: 'y' })).toBe(false);
    expect(isApiError({ code: 'X', detail: 'y', request_id: 'r', issues: [{ path: 1, message: 'm' }] })).toBe(false);
    expect(isApiError('Internal Server Error')).toBe(false);
  });

  it('uses each error code as its own value', () => {
    for (const [key, value] of Object.entries(ERROR_CODES)) expect(value).toBe(key);
  });
});
