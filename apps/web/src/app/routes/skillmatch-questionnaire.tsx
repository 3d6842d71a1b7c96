export { QuestionnairePage as Component } from '../../features/skill-match/questionnaire-page';
