/**
 * One line of plain text, for names and roles: no control characters (NUL, CR, LF, ESC: a terminal escape in a name
 * printed in a log or an email is an attack, not a name) and no bidirectional overrides or isolates, with which
 * '\u202Egnp.exe' reads as 'exe.png'. Right-to-left names need none of them.
 */
export const PLAIN_LINE = /^[^\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u;

/** The characters PLAIN_LINE refuses that JSON.stringify leaves as they are (it escapes the control characters). */
export const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;
