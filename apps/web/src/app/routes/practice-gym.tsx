export { PracticeGymPage as Component } from '../../features/practice-gym/practice-gym-page';
