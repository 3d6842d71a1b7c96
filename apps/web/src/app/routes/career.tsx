export { CareerPage as Component } from '../../features/careers/career-page';
