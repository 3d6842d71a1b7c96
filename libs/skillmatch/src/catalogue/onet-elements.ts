// O*NET 29.3 descriptors (skills, knowledge areas, work styles) as catalogue skills: stable ids, our kind
// (hard / soft / knowledge / workStyle), the everyday names people type for them, and where to learn more.
// Shared by the default catalogue and the O*NET importer so both use the same ids.
import type { Resource, Skill, SkillKind } from '@waypoint/domain';

interface ElementDef {
  elementId: string;
  name: string;
  id: string;
  kind: SkillKind;
  synonyms?: string[];
  /** A learning resource placed before the O*NET description page. */
  learn?: Resource;
}

const coursera = (slug: string, name: string, school: string): Resource => ({
  name,
  school,
  link: `https://www.coursera.org/learn/${slug}`,
});
const khan = (path: string, name: string): Resource => ({ name, school: 'Khan Academy', link: `https://www.khanacademy.org/${path}` });

export const ONET_ELEMENTS: readonly ElementDef[] = [
  // Skills: basic and cross-functional. Social, process and resource-management skills count as soft skills.
  { elementId: '2.A.1.a', name: 'Reading Comprehension', id: 'reading-comprehension', kind: 'soft', synonyms: ['reading'] },
  { elementId: '2.A.1.b', name: 'Active Listening', id: 'active-listening', kind: 'soft', synonyms: ['listening', 'communication'] },
  { elementId: '2.A.1.c', name: 'Writing', id: 'writing', kind: 'soft', synonyms: ['written communication', 'copywriting'], learn: { name: 'Technical Writing One', school: 'Google for Developers', link: 'https://developers.google.com/tech-writing/one' } },
  { elementId: '2.A.1.d', name: 'Speaking', id: 'speaking', kind: 'soft', synonyms: ['communication', 'verbal communication', 'public speaking', 'presenting', 'stakeholder comms', 'stakeholder communication'], learn: coursera('wharton-communication-skills', 'Improving Communication Skills', 'University of Pennsylvania (Coursera)') },
  { elementId: '2.A.1.e', name: 'Mathematics', id: 'mathematics', kind: 'hard', synonyms: ['math', 'maths'], learn: khan('math', 'Math') },
  { elementId: '2.A.1.f', name: 'Science', id: 'science', kind: 'hard', synonyms: ['scientific method'], learn: khan('science', 'Science') },
  { elementId: '2.A.2.a', name: 'Critical Thinking', id: 'critical-thinking', kind: 'soft', synonyms: ['analytical skills', 'logical thinking'] },
  { elementId: '2.A.2.b', name: 'Active Learning', id: 'active-learning', kind: 'soft', synonyms: ['learning agility', 'curiosity'], learn: coursera('learning-how-to-learn', 'Learning How to Learn', 'Deep Teaching Solutions (Coursera)') },
  { elementId: '2.A.2.c', name: 'Learning Strategies', id: 'learning-strategies', kind: 'soft', learn: coursera('learning-how-to-learn', 'Learning How to Learn', 'Deep Teaching Solutions (Coursera)') },
  { elementId: '2.A.2.d', name: 'Monitoring', id: 'monitoring', kind: 'soft', synonyms: ['self-assessment'] },
  { elementId: '2.B.1.a', name: 'Social Perceptiveness', id: 'social-perceptiveness', kind: 'soft', synonyms: ['empathy', 'emotional intelligence'] },
  { elementId: '2.B.1.b', name: 'Coordination', id: 'coordination', kind: 'soft', synonyms: ['team work', 'collaboration', 'cross-functional collaboration'] },
  { elementId: '2.B.1.c', name: 'Persuasion', id: 'persuasion', kind: 'soft', synonyms: ['influencing', 'influence'] },
  { elementId: '2.B.1.d', name: 'Negotiation', id: 'negotiation', kind: 'soft', synonyms: ['conflict resolution', 'negotiating'], learn: coursera('negotiation', 'Successful Negotiation: Essential Strategies and Skills', 'University of Michigan (Coursera)') },
  { elementId: '2.B.1.e', name: 'Instructing', id: 'instructing', kind: 'soft', synonyms: ['teaching', 'mentoring', 'coaching'] },
  { elementId: '2.B.1.f', name: 'Service Orientation', id: 'service-orientation', kind: 'soft', synonyms: ['customer focus'] },
  { elementId: '2.B.2.i', name: 'Complex Problem Solving', id: 'complex-problem-solving', kind: 'soft', synonyms: ['problem solving', 'problem-solving'], learn: coursera('creative-problem-solving', 'Creative Problem Solving', 'University of Minnesota (Coursera)') },
  { elementId: '2.B.3.a', name: 'Operations Analysis', id: 'operations-analysis', kind: 'hard', synonyms: ['requirements analysis', 'business analysis', 'requirements gathering'] },
  { elementId: '2.B.3.b', name: 'Technology Design', id: 'technology-design', kind: 'hard', synonyms: ['system design', 'software design'] },
  { elementId: '2.B.3.c', name: 'Equipment Selection', id: 'equipment-selection', kind: 'hard' },
  { elementId: '2.B.3.d', name: 'Installation', id: 'installation', kind: 'hard', synonyms: ['software installation'] },
  { elementId: '2.B.3.e', name: 'Programming', id: 'programming', kind: 'hard', synonyms: ['coding', 'software development', 'computer programming'], learn: { name: 'Responsive Web Design and JavaScript curricula', school: 'freeCodeCamp', link: 'https://www.freecodecamp.org/learn' } },
  { elementId: '2.B.3.g', name: 'Operations Monitoring', id: 'operations-monitoring', kind: 'hard', synonyms: ['system monitoring'] },
  { elementId: '2.B.3.h', name: 'Operation and Control', id: 'operation-and-control', kind: 'hard' },
  { elementId: '2.B.3.j', name: 'Equipment Maintenance', id: 'equipment-maintenance', kind: 'hard' },
  { elementId: '2.B.3.k', name: 'Troubleshooting', id: 'troubleshooting', kind: 'hard', synonyms: ['debugging'] },
  { elementId: '2.B.3.l', name: 'Repairing', id: 'repairing', kind: 'hard' },
  { elementId: '2.B.3.m', name: 'Quality Control Analysis', id: 'quality-control-analysis', kind: 'hard', synonyms: ['quality assurance', 'software testing', 'testing'] },
  { elementId: '2.B.4.e', name: 'Judgment and Decision Making', id: 'judgment-and-decision-making', kind: 'soft', synonyms: ['decision making', 'decision-making'] },
  { elementId: '2.B.4.g', name: 'Systems Analysis', id: 'systems-analysis', kind: 'hard', synonyms: ['systems thinking'] },
  { elementId: '2.B.4.h', name: 'Systems Evaluation', id: 'systems-evaluation', kind: 'hard', synonyms: ['performance evaluation'] },
  { elementId: '2.B.5.a', name: 'Time Management', id: 'time-management', kind: 'soft', synonyms: ['prioritization', 'prioritisation', 'planning'], learn: coursera('work-smarter-not-harder', 'Work Smarter, Not Harder: Time Management for Personal & Professional Productivity', 'University of California, Irvine (Coursera)') },
  { elementId: '2.B.5.b', name: 'Management of Financial Resources', id: 'management-of-financial-resources', kind: 'soft', synonyms: ['budgeting', 'budget management'] },
  { elementId: '2.B.5.c', name: 'Management of Material Resources', id: 'management-of-material-resources', kind: 'soft' },
  { elementId: '2.B.5.d', name: 'Management of Personnel Resources', id: 'management-of-personnel-resources', kind: 'soft', synonyms: ['people management', 'team leadership', 'leadership', 'team management'] },
  // Knowledge areas.
  { elementId: '2.C.1.a', name: 'Administration and Management', id: 'administration-and-management', kind: 'knowledge', synonyms: ['management', 'business management', 'strategic planning'] },
  { elementId: '2.C.1.b', name: 'Administrative', id: 'administrative', kind: 'knowledge', synonyms: ['office administration'] },
  { elementId: '2.C.1.c', name: 'Economics and Accounting', id: 'economics-and-accounting', kind: 'knowledge', synonyms: ['accounting', 'economics', 'finance'], learn: khan('economics-finance-domain', 'Economics and finance') },
  { elementId: '2.C.1.d', name: 'Sales and Marketing', id: 'sales-and-marketing', kind: 'knowledge', synonyms: ['marketing', 'sales'], learn: { name: 'Google Digital Marketing & E-commerce Professional Certificate', school: 'Google (Coursera)', link: 'https://www.coursera.org/professional-certificates/google-digital-marketing-ecommerce' } },
  { elementId: '2.C.1.e', name: 'Customer and Personal Service', id: 'customer-and-personal-service', kind: 'knowledge', synonyms: ['customer service', 'customer support'] },
  { elementId: '2.C.1.f', name: 'Personnel and Human Resources', id: 'personnel-and-human-resources', kind: 'knowledge', synonyms: ['human resources', 'hr', 'recruiting'] },
  { elementId: '2.C.10', name: 'Transportation', id: 'transportation', kind: 'knowledge', synonyms: ['logistics'] },
  { elementId: '2.C.2.a', name: 'Production and Processing', id: 'production-and-processing', kind: 'knowledge' },
  { elementId: '2.C.2.b', name: 'Food Production', id: 'food-production', kind: 'knowledge' },
  { elementId: '2.C.3.a', name: 'Computers and Electronics', id: 'computers-and-electronics', kind: 'knowledge', synonyms: ['computer science', 'computers', 'it'], learn: khan('computing/computer-science', 'Computer science theory') },
  { elementId: '2.C.3.b', name: 'Engineering and Technology', id: 'engineering-and-technology', kind: 'knowledge', synonyms: ['engineering', 'technical acumen'] },
  { elementId: '2.C.3.c', name: 'Design', id: 'design', kind: 'knowledge', synonyms: ['visual design', 'design principles'] },
  { elementId: '2.C.3.d', name: 'Building and Construction', id: 'building-and-construction', kind: 'knowledge', synonyms: ['construction'] },
  { elementId: '2.C.3.e', name: 'Mechanical', id: 'mechanical', kind: 'knowledge', synonyms: ['mechanics'] },
  { elementId: '2.C.4.a', name: 'Mathematics', id: 'mathematics-knowledge', kind: 'knowledge', synonyms: ['math', 'maths'], learn: khan('math', 'Math') },
  { elementId: '2.C.4.b', name: 'Physics', id: 'physics', kind: 'knowledge', learn: khan('science/physics', 'Physics') },
  { elementId: '2.C.4.c', name: 'Chemistry', id: 'chemistry', kind: 'knowledge', learn: khan('science/chemistry', 'Chemistry') },
  { elementId: '2.C.4.d', name: 'Biology', id: 'biology', kind: 'knowledge', learn: khan('science/biology', 'Biology') },
  { elementId: '2.C.4.e', name: 'Psychology', id: 'psychology', kind: 'knowledge', synonyms: ['user psychology', 'human behavior'], learn: khan('science/health-and-medicine/executive-systems-of-the-brain', 'Behavior and the brain') },
  { elementId: '2.C.4.f', name: 'Sociology and Anthropology', id: 'sociology-and-anthropology', kind: 'knowledge', synonyms: ['sociology', 'anthropology'] },
  { elementId: '2.C.4.g', name: 'Geography', id: 'geography', kind: 'knowledge' },
  { elementId: '2.C.5.a', name: 'Medicine and Dentistry', id: 'medicine-and-dentistry', kind: 'knowledge', synonyms: ['medicine'] },
  { elementId: '2.C.5.b', name: 'Therapy and Counseling', id: 'therapy-and-counseling', kind: 'knowledge', synonyms: ['counseling', 'counselling'] },
  { elementId: '2.C.6', name: 'Education and Training', id: 'education-and-training', kind: 'knowledge', synonyms: ['training', 'curriculum design'] },
  { elementId: '2.C.7.a', name: 'English Language', id: 'english-language', kind: 'knowledge', synonyms: ['english', 'grammar'] },
  { elementId: '2.C.7.b', name: 'Foreign Language', id: 'foreign-language', kind: 'knowledge', synonyms: ['languages'] },
  { elementId: '2.C.7.c', name: 'Fine Arts', id: 'fine-arts', kind: 'knowledge', synonyms: ['art', 'illustration'], learn: khan('humanities/art-history', 'Arts and humanities: art history') },
  { elementId: '2.C.7.d', name: 'History and Archeology', id: 'history-and-archeology', kind: 'knowledge', synonyms: ['history'] },
  { elementId: '2.C.7.e', name: 'Philosophy and Theology', id: 'philosophy-and-theology', kind: 'knowledge', synonyms: ['philosophy', 'ethics'] },
  { elementId: '2.C.8.a', name: 'Public Safety and Security', id: 'public-safety-and-security', kind: 'knowledge', synonyms: ['security'] },
  { elementId: '2.C.8.b', name: 'Law and Government', id: 'law-and-government', kind: 'knowledge', synonyms: ['law', 'legal', 'compliance', 'regulations'] },
  { elementId: '2.C.9.a', name: 'Telecommunications', id: 'telecommunications', kind: 'knowledge', synonyms: ['telecom'] },
  { elementId: '2.C.9.b', name: 'Communications and Media', id: 'communications-and-media', kind: 'knowledge', synonyms: ['media', 'communications', 'public relations'] },
  // Work styles (personality).
  { elementId: '1.C.1.a', name: 'Achievement/Effort', id: 'achievement-effort', kind: 'workStyle', synonyms: ['drive', 'ambition', 'motivation'] },
  { elementId: '1.C.1.b', name: 'Persistence', id: 'persistence', kind: 'workStyle', synonyms: ['perseverance', 'grit'] },
  { elementId: '1.C.1.c', name: 'Initiative', id: 'initiative', kind: 'workStyle', synonyms: ['proactivity', 'self-starter', 'ownership'] },
  { elementId: '1.C.2.b', name: 'Leadership', id: 'leadership', kind: 'workStyle', synonyms: ['leading'] },
  { elementId: '1.C.3.a', name: 'Cooperation', id: 'cooperation', kind: 'workStyle', synonyms: ['team work', 'collaboration', 'team player'] },
  { elementId: '1.C.3.b', name: 'Concern for Others', id: 'concern-for-others', kind: 'workStyle', synonyms: ['empathy', 'caring'] },
  { elementId: '1.C.3.c', name: 'Social Orientation', id: 'social-orientation', kind: 'workStyle', synonyms: ['networking', 'relationship building'] },
  { elementId: '1.C.4.a', name: 'Self-Control', id: 'self-control', kind: 'workStyle', synonyms: ['composure', 'emotional control'] },
  { elementId: '1.C.4.b', name: 'Stress Tolerance', id: 'stress-tolerance', kind: 'workStyle', synonyms: ['resilience', 'working under pressure'] },
  { elementId: '1.C.4.c', name: 'Adaptability/Flexibility', id: 'adaptability-flexibility', kind: 'workStyle', synonyms: ['adaptability', 'flexibility'] },
  { elementId: '1.C.5.a', name: 'Dependability', id: 'dependability', kind: 'workStyle', synonyms: ['reliability', 'accountability'] },
  { elementId: '1.C.5.b', name: 'Attention to Detail', id: 'attention-to-detail', kind: 'workStyle', synonyms: ['detail oriented', 'detail-oriented', 'thoroughness'] },
  { elementId: '1.C.5.c', name: 'Integrity', id: 'integrity', kind: 'workStyle', synonyms: ['honesty'] },
  { elementId: '1.C.6', name: 'Independence', id: 'independence', kind: 'workStyle', synonyms: ['autonomy', 'working independently'] },
  { elementId: '1.C.7.a', name: 'Innovation', id: 'innovation', kind: 'workStyle', synonyms: ['creativity', 'creative thinking'] },
  { elementId: '1.C.7.b', name: 'Analytical Thinking', id: 'analytical-thinking', kind: 'workStyle', synonyms: ['analytical skills', 'analysis'] },
];

export const ONET_ELEMENT_BY_ID: ReadonlyMap<string, ElementDef> = new Map(ONET_ELEMENTS.map((e) => [e.elementId, e]));

/** O*NET OnLine's page for a descriptor: what it means and which occupations rely on it. */
export const onetDescriptorResource = (elementId: string, name: string): Resource => ({
  name: `${name}: description and occupations that use it`,
  school: 'O*NET OnLine (U.S. Department of Labor)',
  link: `https://www.onetonline.org/find/descriptor/result/${elementId}`,
});

export const onetElementSkills = (): Skill[] =>
  ONET_ELEMENTS.map((e) => ({
    id: e.id,
    name: e.name,
    kind: e.kind,
    synonyms: e.synonyms ?? [],
    resources: [...(e.learn ? [e.learn] : []), onetDescriptorResource(e.elementId, e.name)],
  }));
