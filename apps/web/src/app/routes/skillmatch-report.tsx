export { ReportPage as Component } from '../../features/skill-match/report-page';
