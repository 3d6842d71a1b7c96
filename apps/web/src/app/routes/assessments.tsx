export { AssessmentsPage as Component } from '../../features/assessments/assessments-page';
