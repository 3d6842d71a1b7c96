// Skill match: questionnaire options (spec section 9), the questionnaire input, the result shape (spec section 3,
// "Future-you result", "You-today profile", "Related role") and the occupation catalogue the engine reads (D20-D24).
// Shared by the web app (anonymous matching in the browser), the API and the catalogue importer.
import { z } from 'zod';
import { PLAIN_LINE } from './plain-text';

// ---------------------------------------------------------------------------------------------------------------
// Questionnaire options (spec section 9)
// ---------------------------------------------------------------------------------------------------------------

/** Role options of step 1 and 4. The engine also accepts any catalogue occupation code or title (see README). */
export const SKILLMATCH_ROLE_OPTIONS = [
  'Software Engineer',
  'UX Designer',
  'Product Manager',
  'Data Scientist',
  'Marketing Manager',
  'Graphic Designer',
  'Content Writer',
  'Vice President (VP)',
] as const;
export type SkillMatchRoleOption = (typeof SKILLMATCH_ROLE_OPTIONS)[number];

/**
 * More roles for steps 1 and 4 until the API's list arrives (`moreRoles` of GET /api/skillmatch/options: every other
 * occupation of the loaded catalogue): the other trending roles, and jobs many career changers come from or move
 * into. Each is a role alias of the catalogue (libs/skillmatch role-aliases), so it resolves on the default
 * catalogue and on an O*NET import alike.
 */
export const SKILLMATCH_MORE_ROLES = [
  'Accountant',
  'Administrative Assistant',
  'Cybersecurity Analyst',
  'Electrician',
  'Instructional Designer',
  'IT Support Specialist',
  'Lawyer',
  'Machine Learning Engineer',
  'Project Manager',
  'Registered Nurse',
  'Sales Representative',
  'Social Worker',
  'Teacher',
  'Video Game Designer',
] as const;

/**
 * The six roles of the spec's sample "Hot careers" table (section 9): named roles of the catalogue. The table itself lists
 * the catalogue's fastest-growing occupations (D22), which need not be these.
 */
export const SKILLMATCH_TRENDING_ROLES = [
  'Software Engineer',
  'Data Scientist',
  'Video Game Designer',
  'Cybersecurity Analyst',
  'Machine Learning Engineer',
  'IT Support Specialist',
] as const;

export const SKILLMATCH_LEVELS = [
  { label: 'Entry-Level', value: 'entry' },
  { label: 'Mid-level', value: 'middle' },
  { label: 'Senior', value: 'senior' },
  { label: 'Manager', value: 'manager' },
  { label: 'Director', value: 'director' },
] as const;
export type SkillMatchLevel = (typeof SKILLMATCH_LEVELS)[number]['value'];

export const SKILLMATCH_YEARS = [
  { label: '0-1', value: 'level_1', experience: '0-1 year' },
  { label: '1-3', value: 'level_2', experience: '1-3 years' },
  { label: '4-6', value: 'level_3', experience: '4-6 years' },
  { label: '7-10', value: 'level_4', experience: '7-10 years' },
  { label: '11+', value: 'level_5', experience: '11+ years' },
] as const;
export type SkillMatchYears = (typeof SKILLMATCH_YEARS)[number]['value'];

export const SKILLMATCH_COMPANY_SIZES = [
  { label: '1-10 people', value: '1-10' },
  { label: '10-100 people', value: '10-100' },
  { label: '100-1000 people', value: '100-1000' },
  { label: '1000+ people', value: '1000+' },
] as const;
export type SkillMatchCompanySize = (typeof SKILLMATCH_COMPANY_SIZES)[number]['value'];

export const SKILLMATCH_PROFICIENCIES = [
  { label: 'I use it occasionally', value: 'beginner' },
  { label: 'I use it frequently', value: 'intermediate' },
  { label: 'I use it daily', value: 'advanced' },
] as const;
export type SkillMatchProficiency = (typeof SKILLMATCH_PROFICIENCIES)[number]['value'];

export const SKILLMATCH_SUGGESTED_HARD_SKILLS = [
  'Figma',
  'Prototyping',
  'Adobe XD',
  'Data Analysis',
  'CI/CD',
  'Jenkins',
  'Usability testing',
  'Performance testing',
  'Postman',
] as const;

export const SKILLMATCH_SUGGESTED_SOFT_SKILLS = [
  'Communication',
  'Team work',
  'Problem-Solving',
  'Critical Thinking',
  'Adaptability',
  'Time Management',
  'Attention to Detail',
  'Leadership',
  'Creativity',
  'Conflict Resolution',
] as const;

/** Step 5: 'Do you have any of these related skills?' */
export const SKILLMATCH_RELATED_SKILLS = [
  'Roadmaps',
  'Agile',
  'Stakeholder comms',
  'Market Research',
  'Data Analysis',
  'Technical Acumen',
  'Prioritization',
  'A/B Testing',
  'Technical Writing',
] as const;

export const SKILLMATCH_MAX_SKILLS = 50;
export const SKILLMATCH_SKILL_NAME_MAX = 80;
export const SKILLMATCH_ROLE_MAX = 120;
export const SKILLMATCH_STEPS = 5;
/**
 * A section's status by its score out of 10, on the bands of its score badge (spec section 9: 8 or more green, 3 to
 * below 8 yellow, below 3 red), so a header never shows a red 'No match' next to a yellow badge.
 */
export const SKILLMATCH_STATUS_FROM = { mostlyMeet: 8, attention: 3 } as const;

/**
 * OEWS prints '#' for a wage at or above its top code (May 2024: $239,200 a year, $115.00 an hour), and the catalogue
 * keeps the top code: such a figure is shown as 'or more' ('$239K+'), never as if it were the median itself.
 */
export const OEWS_TOP_CODED_ANNUAL = 239_200;
export const OEWS_TOP_CODED_HOURLY = 115;

/** $133,080 -> '$133K', the precision of the salary ranges; the top code -> '$239K+'. */
export const thousandsOfDollars = (amount: number): string => `$${Math.round(amount / 1000)}K${amount >= OEWS_TOP_CODED_ANNUAL ? '+' : ''}`;

/** 23.3 -> '$23.30': hourly wages are quoted in cents; the top code -> '$115.00+'. */
const hourlyWage = (amount: number) => `$${amount.toFixed(2)}${amount >= OEWS_TOP_CODED_HOURLY ? '+' : ''}`;

export const SKILLMATCH_TEXT = {
  tooManySkills: `You can add at most ${SKILLMATCH_MAX_SKILLS} skills here. Remove a few before adding more.`,
  skillNameTooLong: `A skill name can be at most ${SKILLMATCH_SKILL_NAME_MAX} characters. Try a shorter name.`,
  skillNameBlank: 'Please type a skill name.',
  skillNamePlainText: 'A skill name must be one line of plain text.',
  rolePlainText: 'A role must be one line of plain text.',
  roleRequired: 'Please choose a role.',
  roleTooLong: `A role name can be at most ${SKILLMATCH_ROLE_MAX} characters.`,
  unknownLevel: `Please choose a level: ${SKILLMATCH_LEVELS.map((l) => `${l.label} (${l.value})`).join(', ')}.`,
  unknownYears: `Please choose years of experience: ${SKILLMATCH_YEARS.map((y) => `${y.label} (${y.value})`).join(', ')}.`,
  unknownCompanySize: `Please choose a company size: ${SKILLMATCH_COMPANY_SIZES.map((c) => c.value).join(', ')}.`,
  unknownProficiency: `Please choose a proficiency: ${SKILLMATCH_PROFICIENCIES.map((p) => `'${p.label}' (${p.value})`).join(', ')}.`,
  unknownRole: (role: string) =>
    `We don't know the role "${role}". Choose one of: ${SKILLMATCH_ROLE_OPTIONS.join(', ')}, or an occupation from the catalogue.`,
  notAssessed: 'Not assessed yet',
  /** With the result's sections (page and PDF): what their statuses mean, so 'Attention' is not a verdict unexplained. */
  statusLegend:
    `Each section is scored out of 10 against what the role asks for: Mostly meet from ${SKILLMATCH_STATUS_FROM.mostlyMeet}, ` +
    `Attention from ${SKILLMATCH_STATUS_FROM.attention} (some gaps to close) and No match below ${SKILLMATCH_STATUS_FROM.attention} ` +
    '(most of it still to learn).',
  /** After a level credited for the years in the current role rather than listed by the user. */
  fromCurrentRole: '(from your role)',
  /** $133,080 -> '$133K median pay': the precision of the salary ranges beside it ('$239K+' at the top code). */
  medianPay: (amount: number) => `${thousandsOfDollars(amount)} median pay`,
  hourlyWage,
  /** 23.33 -> '$23.33 an hour median pay', for work BLS pays by the hour only. */
  medianHourlyPay: (amount: number) => `${hourlyWage(amount)} an hour median pay`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Questionnaire input
// ---------------------------------------------------------------------------------------------------------------

const valuesOf = <T extends readonly { value: string }[]>(list: T) =>
  list.map((item) => item.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

export const SkillMatchLevelSchema = z.enum(valuesOf(SKILLMATCH_LEVELS), { error: SKILLMATCH_TEXT.unknownLevel });
export const SkillMatchYearsSchema = z.enum(valuesOf(SKILLMATCH_YEARS), { error: SKILLMATCH_TEXT.unknownYears });
export const SkillMatchCompanySizeSchema = z.enum(valuesOf(SKILLMATCH_COMPANY_SIZES), {
  error: SKILLMATCH_TEXT.unknownCompanySize,
});
export const SkillMatchProficiencySchema = z.enum(valuesOf(SKILLMATCH_PROFICIENCIES), {
  error: SKILLMATCH_TEXT.unknownProficiency,
});

/** A role is one of the role options, or an occupation code ('15-1252.00') or title from the catalogue. */
export const SkillMatchRoleSchema = z
  .string({ error: SKILLMATCH_TEXT.roleRequired })
  .trim()
  .min(1, { error: SKILLMATCH_TEXT.roleRequired })
  .max(SKILLMATCH_ROLE_MAX, { error: SKILLMATCH_TEXT.roleTooLong })
  .regex(PLAIN_LINE, { error: SKILLMATCH_TEXT.rolePlainText });

export const SkillNameSchema = z
  .string({ error: SKILLMATCH_TEXT.skillNameBlank })
  .trim()
  .min(1, { error: SKILLMATCH_TEXT.skillNameBlank })
  .max(SKILLMATCH_SKILL_NAME_MAX, { error: SKILLMATCH_TEXT.skillNameTooLong })
  .regex(PLAIN_LINE, { error: SKILLMATCH_TEXT.skillNamePlainText });

export const SkillSelectionSchema = z.object({
  name: SkillNameSchema,
  proficiency: SkillMatchProficiencySchema.optional(),
});
export type SkillSelection = z.infer<typeof SkillSelectionSchema>;

const skillListOf = <T extends z.ZodType>(item: T) =>
  z.array(item).max(SKILLMATCH_MAX_SKILLS, { error: SKILLMATCH_TEXT.tooManySkills }).default([]);

/** Scores 1-7 on O*NET's scales; optional because the questionnaire does not ask for them yet. */
export const RiasecProfileSchema = z.object({
  realistic: z.number().min(1).max(7),
  investigative: z.number().min(1).max(7),
  artistic: z.number().min(1).max(7),
  social: z.number().min(1).max(7),
  enterprising: z.number().min(1).max(7),
  conventional: z.number().min(1).max(7),
});
export type RiasecProfile = z.infer<typeof RiasecProfileSchema>;

export const WorkValuesProfileSchema = z.object({
  achievement: z.number().min(1).max(7),
  workingConditions: z.number().min(1).max(7),
  recognition: z.number().min(1).max(7),
  relationships: z.number().min(1).max(7),
  support: z.number().min(1).max(7),
  independence: z.number().min(1).max(7),
});
export type WorkValuesProfile = z.infer<typeof WorkValuesProfileSchema>;

export const SkillMatchInputSchema = z.object({
  currentRole: SkillMatchRoleSchema,
  currentLevel: SkillMatchLevelSchema,
  /** Labelled optional on step 1 of the questionnaire. */
  years: SkillMatchYearsSchema.optional(),
  companySize: SkillMatchCompanySizeSchema.optional(),
  hardSkills: skillListOf(SkillSelectionSchema),
  softSkills: skillListOf(SkillSelectionSchema),
  relatedSkills: skillListOf(SkillNameSchema),
  desiredRole: SkillMatchRoleSchema,
  desiredLevel: SkillMatchLevelSchema,
  /** "Who Am I" dimension scores (1-5) keyed by the spec's labels, when the user has taken it. */
  traits: z.record(z.string().max(60), z.number().min(1).max(5)).optional(),
  interests: RiasecProfileSchema.optional(),
  workValues: WorkValuesProfileSchema.optional(),
});
export type SkillMatchInput = z.input<typeof SkillMatchInputSchema>;
export type SkillMatchParsedInput = z.output<typeof SkillMatchInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Result
// ---------------------------------------------------------------------------------------------------------------

export const SKILLMATCH_STATUSES = ['Mostly meet', 'Attention', 'No match', 'Not assessed yet'] as const;
export const SkillMatchStatusSchema = z.enum(SKILLMATCH_STATUSES);
export type SkillMatchStatus = z.infer<typeof SkillMatchStatusSchema>;

export const ResourceSchema = z.object({
  name: z.string().min(1).max(200),
  school: z.string().min(1).max(200),
  link: z.url({ protocol: /^https$/ }).max(2048),
});
export type Resource = z.infer<typeof ResourceSchema>;

export const SkillRowSchema = z.object({
  name: z.string(),
  /** Spelt as in the spec's data shape. The user's proficiency label, or 'Missing'. */
  levelOfExpirience: z.string(),
  /** Experience the target role expects for this skill, e.g. '1-3 years'. */
  experience: z.string(),
  score: z.number().min(0).max(10),
});
export type SkillRow = z.infer<typeof SkillRowSchema>;

export const SkillSectionSchema = z.object({
  title: z.string(),
  /** 0-10, or null when the section could not be assessed (no data on either side). */
  score: z.number().min(0).max(10).nullable(),
  status: SkillMatchStatusSchema,
  skillList: z.array(SkillRowSchema),
});
export type SkillSection = z.infer<typeof SkillSectionSchema>;

export const GrowthSchema = z.object({ percent: z.number(), period: z.string(), source: z.string() });

export const FutureYouSchema = z.object({
  desiredRole: z.string(),
  code: z.string(),
  roleLevel: z.string(),
  salaryRange: z.string(),
  growth: GrowthSchema.nullable(),
  topSkillsList: z.array(z.string()),
  relevantSkillList: z.object({
    hardSkills: SkillSectionSchema,
    softSkills: SkillSectionSchema,
    personality: SkillSectionSchema,
    interests: SkillSectionSchema,
    workPreferences: SkillSectionSchema,
  }),
  /** Sum of the hard-skill row scores, as the spec's result card shows. */
  totalScore: z.number().min(0),
  resources: z.array(ResourceSchema),
});
export type FutureYou = z.infer<typeof FutureYouSchema>;

export const YouTodaySchema = z.object({
  currentRole: z.string(),
  code: z.string(),
  roleLevel: z.string(),
  experience: z.string(),
  salaryRange: z.string(),
  growth: GrowthSchema.nullable(),
  topSkillsList: z.array(z.string()),
  hardSkills: z.array(z.object({ name: z.string(), experience: z.string() })),
});
export type YouToday = z.infer<typeof YouTodaySchema>;

export const RelatedRoleSchema = z.object({
  level: z.string(),
  roleName: z.string(),
  percent: z.number().int().min(0).max(100),
  code: z.string(),
  /**
   * The role's US median annual pay (BLS), null when BLS has none: a role that asks for less may also pay less. Absent
   * from reports saved before results carried it.
   */
  medianPay: z.number().nullable().optional(),
  /** Its US median hourly wage, only where BLS publishes no annual pay for the work (actors, musicians). */
  medianHourlyPay: z.number().nullable().optional(),
});
export type RelatedRole = z.infer<typeof RelatedRoleSchema>;

/** A role's median pay as the results and listings show it; null when BLS publishes none. */
export function medianPayText(role: { medianPay?: number | null; medianHourlyPay?: number | null }): string | null {
  if (typeof role.medianPay === 'number') return SKILLMATCH_TEXT.medianPay(role.medianPay);
  if (typeof role.medianHourlyPay === 'number') return SKILLMATCH_TEXT.medianHourlyPay(role.medianHourlyPay);
  return null;
}

export const ExplanationItemSchema = z.object({
  skillId: z.string(),
  name: z.string(),
  kind: z.string(),
  importance: z.number(),
  requiredLevel: z.number(),
  /** 0 when missing. */
  userLevel: z.number(),
  /** The user's level is knowledge credited for the years in their current role (not a skill they listed). */
  fromCurrentRole: z.boolean().optional(),
});
export const SkillMatchExplanationSchema = z.object({
  matched: z.array(ExplanationItemSchema),
  missing: z.array(ExplanationItemSchema),
  belowLevel: z.array(ExplanationItemSchema.extend({ by: z.number().positive() })),
});
export type SkillMatchExplanation = z.infer<typeof SkillMatchExplanationSchema>;

export const SkillMatchResultSchema = z.object({
  futureYou: FutureYouSchema,
  youToday: YouTodaySchema,
  relatedRoles: z.array(RelatedRoleSchema),
  /** Weighted skill match with the desired role, 0-100. */
  percent: z.number().int().min(0).max(100),
  explanation: SkillMatchExplanationSchema,
  /** Typed skills that map to nothing in the catalogue: kept and shown, never dropped. */
  unknownSkills: z.array(z.string()),
});
export type SkillMatchResult = z.infer<typeof SkillMatchResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Occupation catalogue (default catalogue and the O*NET/BLS importer produce the same shape)
// ---------------------------------------------------------------------------------------------------------------

export const SKILL_KINDS = ['hard', 'technology', 'soft', 'knowledge', 'workStyle'] as const;
export const SkillKindSchema = z.enum(SKILL_KINDS);
export type SkillKind = z.infer<typeof SkillKindSchema>;

/** O*NET-SOC code, e.g. 15-1252.00. */
export const OCCUPATION_CODE_PATTERN = /^\d{2}-\d{4}\.\d{2}$/;

export const SkillSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  name: z.string().min(1),
  kind: SkillKindSchema,
  synonyms: z.array(z.string()),
  resources: z.array(ResourceSchema).min(1),
});
export type Skill = z.infer<typeof SkillSchema>;

export const OccupationSkillSchema = z.object({
  skillId: z.string(),
  /** O*NET importance scale 1-5. */
  importance: z.number().min(1).max(5),
  /** O*NET level scale 0-7. */
  level: z.number().min(0).max(7),
  kind: SkillKindSchema,
});
export type OccupationSkill = z.infer<typeof OccupationSkillSchema>;

/**
 * O*NET Job Zones: how much preparation an occupation needs. `label` is short enough for a figure on a phone
 * ('Considerable' is not); `onetName` is O*NET's own name of the zone; `typical` what most jobs of the zone ask for.
 */
export const JOB_ZONES: Readonly<Record<number, { label: string; onetName: string; typical: string }>> = {
  1: { label: 'Little', onetName: 'little or no preparation', typical: 'no more than a high school diploma' },
  2: { label: 'Some', onetName: 'some preparation', typical: 'a high school diploma and some training' },
  3: { label: 'Medium', onetName: 'medium preparation', typical: "vocational training or an associate's degree" },
  4: { label: 'High', onetName: 'considerable preparation', typical: "a bachelor's degree" },
  5: { label: 'Extensive', onetName: 'extensive preparation', typical: 'a graduate degree' },
};

export const SalarySchema = z.object({
  low: z.number().nonnegative(),
  median: z.number().nonnegative(),
  high: z.number().nonnegative(),
  currency: z.literal('USD'),
  source: z.string(),
  year: z.number().int(),
});
export type Salary = z.infer<typeof SalarySchema>;

export const OccupationSchema = z.object({
  code: z.string().regex(OCCUPATION_CODE_PATTERN),
  title: z.string().min(1),
  description: z.string(),
  /** O*NET Job Zone: preparation needed, 1 (little) to 5 (extensive); null when O*NET gives none. */
  jobZone: z.number().int().min(1).max(5).nullable(),
  industry: z.string(),
  salary: SalarySchema.nullable(),
  /**
   * Hourly wages, set only when `salary` is null because BLS publishes no annual pay for the work, only hourly (actors,
   * musicians: few work a full year).
   */
  hourlyPay: SalarySchema.optional(),
  growth: z.object({ percent: z.number(), period: z.string(), source: z.string() }).nullable(),
  /** Core tasks first: the 'typical day' (D29). */
  tasks: z.array(z.string()),
  alternateTitles: z.array(z.string()),
  skills: z.array(OccupationSkillSchema),
  /** RIASEC occupational interests, 1-7 (O*NET OI scale); null when unknown. */
  interests: RiasecProfileSchema.nullable(),
  /** O*NET work values, extent 1-7; null when unknown. */
  workValues: WorkValuesProfileSchema.nullable(),
  /** Set when the skill ratings were borrowed from a neighbour because the source has none for this occupation. */
  ratingsFrom: z.string().optional(),
});
export type Occupation = z.input<typeof OccupationSchema>;

export const RoleAliasSchema = z.object({ role: z.string(), code: z.string().regex(OCCUPATION_CODE_PATTERN) });
export type RoleAlias = z.infer<typeof RoleAliasSchema>;

export const CatalogueSchema = z
  .object({
    source: z.string(),
    occupations: z.array(OccupationSchema),
    skills: z.array(SkillSchema),
    /** Friendly role names (the role options and trending roles) mapped to occupation codes. */
    roleAliases: z.array(RoleAliasSchema),
  })
  .superRefine((cat, ctx) => {
    const skillIds = new Set(cat.skills.map((s) => s.id));
    const codes = new Set<string>();
    for (const occ of cat.occupations) {
      if (codes.has(occ.code)) ctx.addIssue({ code: 'custom', message: `Duplicate occupation code ${occ.code}` });
      codes.add(occ.code);
      for (const s of occ.skills) {
        if (!skillIds.has(s.skillId)) {
          ctx.addIssue({ code: 'custom', message: `${occ.code} refers to unknown skill ${s.skillId}` });
        }
      }
    }
    if (skillIds.size !== cat.skills.length) ctx.addIssue({ code: 'custom', message: 'Duplicate skill ids' });
    for (const alias of cat.roleAliases) {
      if (!codes.has(alias.code)) ctx.addIssue({ code: 'custom', message: `Role ${alias.role} points to unknown ${alias.code}` });
    }
  });
export type Catalogue = z.input<typeof CatalogueSchema>;

/** A row of the "Hot careers" table (spec section 3, "Trending career item"), from the catalogue (D22). */
export const TrendingCareerSchema = z.object({
  id: z.string(),
  role: z.string(),
  descr: z.string(),
  salary: z.string(),
  industry: z.string(),
  keySkills: z.array(z.string()),
  jobOutlook: z.string(),
  growth: GrowthSchema.nullable(),
});
export type TrendingCareer = z.infer<typeof TrendingCareerSchema>;
