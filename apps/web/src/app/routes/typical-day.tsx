export { TypicalDayPage as Component } from '../../features/typical-day/typical-day-page';
