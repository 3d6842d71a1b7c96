// zod's own messages are written for developers ('Invalid input: expected string, received undefined'). Every field
// whose schema has no message of its own gets one a person can act on, naming the field: 'Full name is required.',
// 'Hours per week must be a number.'. Installed once for the process (z.config), so every route's body, query and
// params validation speaks the same way; a schema's own message ('Please choose a role.') still wins.
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  null: 'null',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'an email address',
  url: 'a web address (https://...)',
  uuid: 'an id like 3f2b8c1e-9d4a-4c3b-8f1e-2a6b7c8d9e0f',
  guid: 'an id like 3f2b8c1e-9d4a-4c3b-8f1e-2a6b7c8d9e0f',
  date: 'a date like 2026-09-30',
  datetime: 'a date and time like 2026-09-30T09:00:00Z',
  time: 'a time like 09:00',
};

// Keys too short to read as words.
const KEY_WORDS: Record<string, string> = { q: 'the search' };

/** 'full_name' -> 'full name', 'hoursPerWeek' -> 'hours per week'. */
function words(key: string): string {
  return (KEY_WORDS[key] ?? key)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
}

/** The field an issue is about, as a person would name it: 'Full name', 'Name of item 2 in hard skills'. */
function fieldName(path: readonly PropertyKey[]): string | null {
  const keys = path.filter((k): k is string => typeof k === 'string');
  const last = keys.at(-1);
  if (last === undefined) return null;
  let name = words(last);
  const lastIndex = path.findLastIndex((k) => typeof k === 'number');
  if (lastIndex !== -1) {
    const list = path.slice(0, lastIndex).filter((k): k is string => typeof k === 'string').at(-1);
    const item = `item ${(path[lastIndex] as number) + 1}${list ? ` in ${words(list)}` : ''}`;
    name = path.at(-1) === path[lastIndex] ? item : `${name} of ${item}`;
  }
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function describeInput(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  return TYPE_WORDS[typeof input] ?? typeof input;
}

function sizeLimit(issue: { origin?: string; inclusive?: boolean }, bound: number | bigint, most: boolean): string {
  const n = Number(bound);
  switch (issue.origin) {
    case 'string':
      return `${most ? 'at most' : 'at least'} ${n} character${n === 1 ? '' : 's'}`;
    case 'array':
    case 'set':
      return `${most ? 'at most' : 'at least'} ${n} item${n === 1 ? '' : 's'}`;
    default:
      return issue.inclusive === false ? `${most ? 'less' : 'more'} than ${n}` : `${most ? 'at most' : 'at least'} ${n}`;
  }
}

export function readableIssueMessage(issue: Issue): string | undefined {
  const field = fieldName(issue.path ?? []);
  const subject = field ?? 'The request';
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_WORDS[issue.expected] ?? issue.expected;
      if (issue.input === undefined) return field ? `${field} is required.` : `The request must be ${expected}.`;
      // Valid JSON sent as text/plain (or with no content type) arrives as a string.
      if (!field && expected === TYPE_WORDS.object && typeof issue.input === 'string') return 'The request body must be a JSON object, sent with content-type: application/json.';
      if (typeof issue.input === 'number' && !Number.isFinite(issue.input)) return `${subject} must be a finite number.`;
      if (issue.expected === 'int' && typeof issue.input === 'number') return `${subject} must be a whole number.`;
      return `${subject} must be ${expected}, not ${describeInput(issue.input)}.`;
    }
    case 'too_big':
      // z.int()'s own safe-integer bound comes before a field's real limit: naming 9007199254740991 helps nobody.
      if (Number(issue.maximum) >= Number.MAX_SAFE_INTEGER) return `${subject} is too large.`;
      return issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set'
        ? `${subject} can be ${sizeLimit(issue, issue.maximum, true)}.`
        : `${subject} must be ${sizeLimit(issue, issue.maximum, true)}.`;
    case 'too_small':
      if (Number(issue.minimum) <= Number.MIN_SAFE_INTEGER) return `${subject} is too small.`;
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return `${subject} cannot be empty.`;
      if ((issue.origin === 'array' || issue.origin === 'set') && Number(issue.minimum) === 1) return `${subject} needs at least one item.`;
      return issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set'
        ? `${subject} needs ${sizeLimit(issue, issue.minimum, false)}.`
        : `${subject} must be ${sizeLimit(issue, issue.minimum, false)}.`;
    case 'invalid_format':
      return FORMAT_WORDS[issue.format] ? `${subject} must be ${FORMAT_WORDS[issue.format]}.` : `${subject} is not in a form we accept.`;
    case 'invalid_value': {
      const values = issue.values.map((v) => JSON.stringify(v) ?? String(v));
      return values.length <= 12 ? `${subject} must be one of: ${values.join(', ')}.` : `${subject} is not one of the accepted values.`;
    }
    case 'unrecognized_keys':
      return `${subject} has ${issue.keys.length === 1 ? 'a field' : 'fields'} we do not know: ${issue.keys.slice(0, 5).join(', ')}${issue.keys.length > 5 ? ', ...' : ''}.`;
    case 'invalid_union':
      return `${subject} is not in a form we accept.`;
    case 'not_multiple_of':
      return `${subject} must be a multiple of ${String(issue.divisor)}.`;
    case 'invalid_key':
    case 'invalid_element':
      return `${subject} has an entry we cannot accept.`;
    default:
      return undefined;
  }
}

/** Makes readableIssueMessage the fallback for every zod schema in this process. */
export function useReadableValidationMessages(): void {
  z.config({ customError: readableIssueMessage });
}
