export const CONTACT_INBOX_TEST = 'inbox@waypoint.test';
