export { SkillMatchPage as Component } from '../../features/skill-match/skill-match-page';
