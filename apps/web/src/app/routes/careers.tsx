export { CareersPage as Component } from '../../features/careers/careers-page';
