// @waypoint/skillmatch: occupation matching, gap analysis, related roles, occupation search - pure functions, plus
// the default occupation catalogue and the descriptor/skill definitions the O*NET importer shares.
export { matchSkills, matchParsedSkills, buildUserProfile, type MatchOptions, type UserProfile } from './match-skills';
export { CAREER_STAGE_WORDS, searchOccupations, TERMS_OF_WORK_WORDS, type OccupationHit } from './search-occupations';
export { spellingSuggestion } from './spelling';
export { inCatalogueSpelling, spellingVariants } from './british-spellings';
export { ROLE_WORD_OF_FIELD, roleOfField, roleWordsOfFields } from './fields-of-work';
export { isTrending, trendingCareers, trendingOccupations } from './trending-careers';
export { normaliseSkillKey, dedupeSkillNames, foldName, lookupKeys } from './normalise';
export { indexCatalogue, moreRoleNames, resolveRole, roleNameOf, skillIdsFor, SkillMatchError, type CatalogueIndex } from './catalogue-index';
export { indexForMatching, rankRelatedRoles, RELATED_CACHE_SIZE, RELATED_MIN_SIMILARITY, SAME_BROAD_GROUP_LIFT, SAME_MINOR_GROUP_LIFT, type MatchIndex, type RelatedCandidates } from './match-index';
export { mergeSameNameSkills, sameNameGroups, sameNameLevels, skillNameKey } from './same-name-skills';
export * from './scales';
export { traitLevels } from './traits';
export { ROLE_EXPERIENCE_SHARE } from './role-experience';
export { defaultCatalogue, DEFAULT_CATALOGUE_SOURCE } from './catalogue/default-catalogue';
export { DEFAULT_SKILLS, occupation, type SkillTuple } from './catalogue/define';
export { CURATED_SKILLS, type CuratedSkill } from './catalogue/curated-skills';
export { ONET_ELEMENTS, ONET_ELEMENT_BY_ID, onetElementSkills, onetDescriptorResource } from './catalogue/onet-elements';
export { ROLE_ALIASES, SOC_MAJOR_GROUPS, industryForCode } from './catalogue/role-aliases';
