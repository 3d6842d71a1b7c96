// Regenerates libs/skillmatch/src/catalogue/occupations.ts: the default catalogue's occupations, taken from the
// O*NET 29.3 release and BLS tables for a hand-picked list of codes, trimmed to what matters (the most important
// ratings of each kind, curated In-Demand technologies, 7 tasks, 12 titles) and completed with the skills we author
// per role below (O*NET rates no practices such as prototyping or A/B testing).
// Run: npx tsx tools/catalog/build-default.ts [dataDir]
import { writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURATED_SKILLS } from '@waypoint/skillmatch';
import { parseOnetRelease } from './parse-onet';

const here = dirname(fileURLToPath(import.meta.url));
const outFile = join(here, '../../libs/skillmatch/src/catalogue/occupations.ts');

export const DEFAULT_CODES = [
  // The spec's role options and trending roles.
  '15-1252.00', '15-1255.00', '15-1299.09', '15-2051.00', '11-2021.00', '27-1024.00', '27-3043.00', '11-1011.00',
  '15-1255.01', '15-1212.00', '15-1221.00', '15-1232.00',
  // Neighbours people move between.
  '15-1251.00', '15-1253.00', '15-1254.00', '15-1211.00', '15-1241.00', '15-1242.00', '15-1243.00', '15-1244.00',
  '15-1231.00', '15-1299.08', '15-2041.00', '15-2031.00', '15-2051.01', '11-3021.00', '11-2011.00', '11-2032.00',
  '11-1021.00', '11-3121.00', '13-1161.00', '13-1111.00', '13-2051.00', '13-1071.00', '27-1021.00', '27-1014.00',
  '27-3042.00', '27-3041.00', '27-3031.00', '43-4051.00', '11-9041.00',
  // Where many career changers start from, and the moves open to them (teacher -> instructional designer or trainer,
  // nurse -> health services manager, accountant -> financial analyst, sales -> marketing...).
  '25-2021.00', '25-2031.00', '25-9031.00', '13-1151.00', '29-1141.00', '11-9111.00', '13-2011.00', '43-3031.00',
  '11-3031.00', '13-1082.00', '47-2111.00', '41-4012.00', '41-2031.00', '41-1011.00', '43-6014.00', '23-1011.00',
  '23-2011.00', '21-1021.00',
  // Service and trade jobs many people leave (a barista, a cook, a cashier, a truck driver), and the steps up from them
  // (a shift supervisor, a chef, a restaurant manager, a nurse from a nursing assistant).
  '35-3023.01', '35-2014.00', '35-3031.00', '41-2011.00', '35-1012.00', '11-9051.00', '43-4171.00', '53-3032.00',
  '31-1131.00', '49-3023.00', '35-1011.00',
  // Trades, farming, public safety, logistics, banking, health support, care and personal service (a plumber, a farmer,
  // a police officer, a warehouse worker, a bank teller, a medical assistant, a hairdresser, a pilot), and the steps up
  // from them (a construction manager or building inspector, a logistician, a loan officer, a practical nurse, a
  // preschool teacher, a property manager). BLS reports teaching assistants' pay and outlook only for their group.
  '47-2152.00', '47-2031.00', '11-9013.00', '33-3051.00', '33-2011.00', '33-9032.00', '53-7062.00', '53-3033.00',
  '43-3071.00', '31-9092.00', '29-2052.00', '39-5012.00', '41-9022.00', '25-9042.00', '39-9011.00', '29-2056.00',
  '53-2011.00', '11-9021.00', '47-4011.00', '13-1081.00', '13-2072.00', '29-2061.00', '25-2011.00', '11-9141.00',
  // More of the jobs people search for first: in the air and on the road, dental and allied health, emergency care,
  // insurance and travel, manufacturing, cleaning and grounds, bars and hotels, events, libraries, the newsroom,
  // photography, fitness and animal care, and the desk jobs beside them (financial advice, tax, compliance).
  '53-2031.00', '53-3052.00', '29-1292.00', '31-9091.00', '29-1051.00', '29-1123.00', '29-2042.00', '29-2043.00',
  '41-3021.00', '41-3041.00', '51-4121.00', '51-4041.00', '47-2061.00', '37-2011.00', '37-3011.00', '35-3011.00',
  '11-9081.00', '43-4081.00', '13-1121.00', '25-4022.00', '27-3023.00', '27-4021.00', '19-3033.00', '13-2052.00',
  '11-2022.00', '53-7051.00', '51-1011.00', '13-1041.00', '13-2082.00', '39-9031.00', '39-2021.00',
  // The professions people name first (a doctor, a dentist, a vet, an architect, an engineer, a translator), the arts
  // and culture (an actor, a musician, a curator, a tour guide), care at home (a nanny, a home health aide), and the
  // everyday jobs beside them (a baker, a butcher, a painter, a mail carrier, an HVAC technician, a housekeeper, a
  // stocker), with a career counselor. BLS reports tour guides' and home aides' figures only for their groups.
  '29-1215.00', '29-1021.00', '29-1131.00', '29-1071.00', '29-1122.00', '29-2081.00', '29-2011.00', '31-1121.00',
  '31-1122.00', '17-1011.00', '17-2051.00', '17-2141.00', '17-2071.00', '19-2031.00', '27-3091.00', '27-2042.00',
  '27-2011.00', '25-4012.00', '39-7011.00', '39-9011.01', '43-5052.00', '51-3011.00', '51-3021.00', '47-2141.00',
  '49-9021.00', '49-9071.00', '53-7065.00', '37-2012.00', '21-1012.00',
  // Jobs people searched for and found nothing: a dancer, a poet, a fashion or interior designer, a tailor, a tutor,
  // a speech therapist, an optometrist, an economist, a stockbroker or trader, a roofer, a miner, a courier, an usher.
  '27-2031.00', '27-3043.05', '27-1022.00', '27-1025.00', '51-6052.00', '25-3041.00', '29-1127.00', '29-1041.00',
  '19-3011.00', '41-3031.00', '47-2181.00', '47-5044.00', '43-5021.00', '39-3031.00',
  // More of the jobs searched for and not found: in health (a nurse practitioner, a midwife, a dietitian, a
  // psychiatrist, a massage therapist), in justice and care (a judge, a probation or prison officer, a support
  // worker), in money (an actuary, an underwriter, payroll, fundraising), on the move (a train driver, an air traffic
  // controller), in the trades (a bricklayer, a plasterer, a surveyor, a town planner), in science and the archive (a
  // biologist, a physicist, a geoscientist, an archivist), in film, sound and flowers (a director, a video editor, a
  // sound engineer, a florist), and at a barber's, a data entry desk and a restaurant's sink.
  '29-1171.00', '29-1161.00', '29-1031.00', '29-1223.00', '31-9011.00', '23-1023.00', '21-1092.00', '33-3012.00',
  '21-1093.00', '15-2011.00', '13-2053.00', '43-3051.00', '13-1131.00', '53-4011.00', '53-2021.00', '47-2021.00',
  '47-2161.00', '17-1022.00', '19-3051.00', '19-1029.04', '19-2012.00', '19-2042.00', '25-4011.00', '27-2012.00',
  '27-4032.00', '27-4014.00', '27-1023.00', '39-5011.00', '43-9021.00', '35-9021.00',
  // Searched for and still not found: a lecturer or professor, an athlete or a coach, a head teacher, an instructor
  // (driving, dance, music), a radiographer, a detective, a priest, a historian, a sociologist, an archaeologist, an
  // SEO specialist, a proofreader, a jeweller, a sailor, a make-up artist, a nail or beauty technician, a concierge, a
  // croupier, a charity manager, a quantity surveyor, a pharmacy assistant and a procurement manager; and on the factory
  // floor and the hospital corridor, an assembler, a packer and a porter. BLS reports assemblers' figures for their group.
  '25-1123.00', '25-1011.00', '25-1021.00', '27-2021.00', '27-2022.00', '11-9032.00', '25-3021.00', '29-2034.00',
  '33-3021.00', '21-2011.00', '19-3093.00', '19-3041.00', '19-3091.00', '13-1161.01', '43-9081.00', '51-9071.00',
  '53-5011.00', '39-5091.00', '39-5092.00', '39-5094.00', '39-6012.00', '39-3011.00', '11-9151.00', '13-1051.00',
  '31-9095.00', '11-3061.00', '51-2092.00', '51-9111.00', '31-1132.00',
  // And the British job titles people typed: a visual merchandiser, a medical or legal secretary, a facilities manager,
  // a kitchen assistant, a special needs teacher, a tiler, a tree surgeon, a videographer, a refuse collector, a road
  // worker, and the green jobs (a sustainability specialist, a conservation or environmental scientist, a solar panel
  // installer and a wind turbine technician, the two fastest-growing occupations of the BLS projections).
  '27-1026.00', '43-6013.00', '43-6012.00', '11-3013.00', '35-2021.00', '25-2058.00', '47-2044.00', '37-3013.00',
  '27-4031.00', '53-7081.00', '47-4051.00', '13-1199.05', '19-1031.00', '19-2041.00', '47-2231.00', '49-9081.00',
  // Searched for and found nothing yet again: a radio or TV presenter (a DJ, a podcaster), a community health worker,
  // a policy analyst, a court clerk or court reporter, a locksmith, a crane operator, a lifeguard, a cartographer, a
  // meteorologist, an astronomer, an epidemiologist, a medical scientist (a pharmacologist), a claims or loss adjuster,
  // a debt collector, an intelligence analyst, a customs officer, a credit analyst and a pensions administrator.
  '27-3011.00', '21-1094.00', '19-3094.00', '43-4031.00', '49-9094.00', '53-7021.00', '33-9092.00', '27-3092.00',
  '17-1021.00', '19-2021.00', '19-2011.00', '19-1041.00', '19-1042.00', '13-1031.00', '43-3011.00', '33-3021.06',
  '33-3051.04', '13-2041.00', '13-1141.00',
  // And more: the medical specialists people name (an anaesthetist, a dermatologist, a radiologist, an orthodontist, a
  // podiatrist, an audiologist, a prosthetist, a genetic counsellor, an art therapist), the forensic lab and the
  // coroner's office, funeral directors and embalmers, a bailiff, a private investigator and a traffic warden; music,
  // dance and stage (a composer or conductor, a choreographer, a set designer); foresters, zoologists, lab assistants
  // and farm workers; buyers, sales engineers and telesales; and the trades and workshops (a glazier, a stonemason, a
  // steel fixer, a carpet fitter, an upholsterer, a furniture maker, a toolmaker, a watchmaker, a bike or a diesel
  // mechanic, a printer, a quality inspector, pest control), an animal trainer and a train conductor.
  '29-1211.00', '29-1213.00', '29-1224.00', '29-1023.00', '29-1081.00', '29-1181.00', '29-2091.00', '29-9092.00',
  '29-1129.01', '19-4092.00', '13-1041.06', '39-4031.00', '39-4011.00', '33-3011.00', '33-9021.00', '33-3041.00',
  '27-2041.00', '27-2032.00', '27-1027.00', '19-1032.00', '19-1023.00', '19-4021.00', '45-2093.00', '13-1022.00',
  '41-9031.00', '41-9041.00', '47-2121.00', '47-2022.00', '47-2171.00', '47-2041.00', '51-6093.00', '51-7011.00',
  '51-4111.00', '49-9064.00', '49-3091.00', '49-3031.00', '51-5112.00', '51-9061.00', '37-2021.00',
  '39-2011.00', '53-4031.00',
  // Still searched for and not found: a union representative, an oil rig worker, a baggage handler or hotel porter, an
  // emergency call handler and a dispatcher, a school cook, and a health and safety officer. (BLS publishes no pay
  // for fishers, so a fisherman waits.)
  '13-1075.00', '47-5071.00', '39-6011.00', '43-5031.00', '43-5032.00', '35-2012.00', '19-5011.00',
  // And a taxi driver and a politician, whose skills O*NET has not rated: they borrow the ratings of the occupation
  // most like them (donor.ts), as the full import does. Paramedics and EMTs borrow an acute care nurse's and an
  // ambulance driver's, here too so that the careers page can name and link them.
  '53-3054.00', '11-1031.00', '29-1141.01', '53-3011.00',
  // And more searched for and not found: a logistics, transport, warehouse or supply chain manager; biomedical,
  // environmental, petroleum, mining and nuclear engineers; a risk analyst; a medical or pharmaceutical sales rep; a
  // sonographer and a phlebotomist; a referee; a ship's captain; a plant operator or digger driver; an architectural
  // technician; a panel beater, a tyre fitter and a car valeter; an artist (a sculptor, an illustrator).
  '11-3071.00', '11-3071.04', '17-2031.00', '17-2081.00', '17-2171.00', '17-2151.00', '17-2161.00', '13-2054.00',
  '41-4011.00', '29-2032.00', '31-9097.00', '27-2023.00', '53-5021.00', '47-2073.00', '17-3011.00', '49-3021.00',
  '49-3093.00', '53-7061.00', '27-1013.00',
  // A museum or gallery assistant, a conservator. An orthopaedic surgeon (unrated: a donor's ratings, as above) and an eye surgeon;
  // an office manager and an executive assistant or PA ('surgeon' found only a Tree Surgeon, 'office manager' a hotel's
  // Front Office Manager, 'PA' a Park Ranger).
  '25-4013.00', '29-1242.00', '29-1241.00', '43-1011.00', '43-6011.00',
  // A food scientist or technologist and a clinical data manager: where a chef who loves food science, or a nurse drawn
  // to health data, would look ('food scientist' and 'health informatics' found nothing).
  '19-1012.00', '15-2051.02',
  // A mental health counsellor: 'counsellor' found only psychologists and career and genetic counsellors. A fraud
  // analyst ('fraud' found nothing), a move many make from banking and customer service.
  '21-1014.00', '13-2099.04',
  // Fishing, a benefits adviser's work (O*NET's eligibility interviewers) and parking attendants and valets: 'fisherman',
  // 'benefits adviser' and 'parking attendant' found nothing.
  '45-3031.00', '43-4061.00', '53-6021.00',
  // A metal fabricator: 'fabricator' found a Jeweller's earrings fabricator.
  '51-2041.00',
  // A restaurant host or hostess, a first job for many: 'restaurant host' and 'maitre d' found nothing.
  '35-9031.00',
  // A mediator, where lawyers and HR people go ('mediator' found nothing), and a vocational lecturer, where a tradesperson
  // goes to teach the trade (a carpenter who wants to teach woodwork got a Furniture Maker and no teacher).
  '23-1022.00', '25-1194.00',
];

/** How many names a job is searched by: its role names and O*NET's first alternate titles. */
const TITLES = 12;

/** Words that only give a rank: alone they name a post in any field ('assistant' found lecturers first). */
const RANKS = ['Assistant', 'Associate', 'Adjunct', 'Senior', 'Junior'];

/** Drops the titles that are another of the job's titles with a rank before it ('Assistant Professor', 'Professor'). */
const withoutRanks = (titles: string[]): string[] =>
  titles.filter((t) => !RANKS.some((rank) => t.startsWith(`${rank} `) && titles.includes(t.slice(rank.length + 1))));

type Extra = [skillId: string, importance: number, level: number];
/** Our own ratings (importance 1-5, level 0-7) for practices and tools O*NET does not rate. */
const EXTRAS: Record<string, Extra[]> = {
  '15-1252.00': [['git', 4.2, 4.5], ['ci-cd', 3.8, 4], ['api-design', 3.8, 4.5], ['test-automation', 3.6, 4], ['agile', 3.4, 3.5], ['javascript', 4, 4.5], ['typescript', 3.5, 4]],
  '15-1255.00': [['user-experience-design', 4.6, 5], ['figma', 4.5, 5], ['prototyping', 4.4, 5], ['usability-testing', 4.2, 4.5], ['user-research', 4.2, 4.5], ['user-interface-design', 4, 4.5], ['adobe-xd', 3.2, 3.5]],
  '15-1299.09': [['product-management', 4.5, 5], ['roadmaps', 4.3, 4.5], ['agile', 4.2, 4.5], ['market-research', 3.6, 4], ['data-analysis', 3.6, 4], ['jira', 3.5, 3.5], ['a-b-testing', 3.2, 3.5], ['technical-writing', 3, 3.5]],
  '15-2051.00': [['python', 4.5, 5], ['sql', 4.3, 4.5], ['statistics', 4.6, 5], ['data-analysis', 4.6, 5], ['machine-learning', 4.5, 5], ['data-visualization', 4, 4.5], ['deep-learning', 3.5, 4], ['a-b-testing', 3.2, 4], ['pandas', 3.8, 4.5]],
  '11-2021.00': [['market-research', 4.3, 4.5], ['digital-marketing', 4.2, 4.5], ['branding', 3.8, 4.5], ['google-analytics', 3.5, 4], ['content-strategy', 3.5, 4], ['a-b-testing', 3.4, 4], ['seo', 3.4, 4], ['data-analysis', 3.4, 4]],
  '27-1024.00': [['typography', 4.4, 5], ['branding', 4, 4.5], ['adobe-photoshop', 4.3, 4.5], ['adobe-illustrator', 4.3, 4.5], ['adobe-indesign', 3.8, 4], ['figma', 3.6, 4], ['prototyping', 3, 3.5]],
  '27-3043.00': [['editing', 4.5, 5], ['content-strategy', 4, 4.5], ['seo', 3.4, 4], ['wordpress', 3, 3.5]],
  '11-1011.00': [['strategic-planning', 4.7, 6], ['financial-modeling', 3.6, 4.5], ['roadmaps', 3.6, 4.5], ['data-analysis', 3.2, 4]],
  '15-1255.01': [['game-design', 4.7, 5.5], ['unity', 4.2, 4.5], ['prototyping', 4, 4.5], ['unreal-engine', 3.8, 4.5], ['c-plus-plus', 3.5, 4], ['blender', 3, 3.5]],
  '15-1212.00': [['network-security', 4.8, 5.5], ['incident-response', 4.5, 5], ['penetration-testing', 3.8, 4.5], ['linux', 3.8, 4.5], ['wireshark', 3.6, 4], ['splunk', 3.6, 4]],
  '15-1221.00': [['machine-learning', 4.8, 6], ['python', 4.6, 5.5], ['deep-learning', 4.4, 5.5], ['statistics', 4.2, 5], ['pytorch', 4, 4.5], ['tensorflow', 3.8, 4.5], ['natural-language-processing', 3.6, 4.5], ['docker', 3.4, 4], ['ci-cd', 3.2, 3.5]],
  '15-1232.00': [['technical-support', 4.7, 4.5], ['windows-administration', 3.8, 4], ['linux', 3.2, 3.5], ['servicenow', 3.2, 3], ['network-security', 3, 3]],
  '15-1254.00': [['html-css', 4.6, 5], ['javascript', 4.5, 5], ['react', 4, 4.5], ['git', 3.8, 4], ['typescript', 3.6, 4]],
  '15-1253.00': [['test-automation', 4.5, 5], ['performance-testing', 3.8, 4.5], ['postman', 3.6, 4], ['ci-cd', 3.6, 4], ['jenkins', 3.4, 4], ['agile', 3.4, 4]],
  '15-2041.00': [['statistics', 4.8, 6], ['r-language', 4.2, 5], ['data-analysis', 4.5, 5]],
  '15-2051.01': [['data-analysis', 4.6, 5], ['data-visualization', 4.5, 5], ['sql', 4.4, 5], ['power-bi', 4, 4.5], ['tableau', 4, 4.5]],
  '13-1161.00': [['market-research', 4.7, 5], ['data-analysis', 4.3, 4.5], ['statistics', 3.8, 4], ['a-b-testing', 3.5, 4]],
  '27-3042.00': [['technical-writing', 4.8, 5.5], ['editing', 4.2, 4.5]],
  '27-3041.00': [['editing', 4.8, 5.5], ['content-strategy', 3.5, 4]],
  '11-3021.00': [['strategic-planning', 4.2, 5], ['project-management', 4, 4.5], ['roadmaps', 3.8, 4.5], ['agile', 3.6, 4]],
  '11-2011.00': [['digital-marketing', 4.4, 5], ['branding', 4.2, 4.5], ['a-b-testing', 3.4, 4]],
  '27-1014.00': [['adobe-after-effects', 4.4, 5], ['blender', 4, 4.5]],
  '27-1021.00': [['prototyping', 4.3, 4.5]],
  '25-2031.00': [['curriculum-design', 4.2, 4.5], ['learning-management-systems', 3.6, 3.5], ['presentation-software', 3.4, 3.5], ['microsoft-office', 3.2, 3.5]],
  '25-2021.00': [['curriculum-design', 4, 4.5], ['learning-management-systems', 3.2, 3.5], ['microsoft-office', 3, 3]],
  '25-9031.00': [['instructional-design', 4.7, 5.5], ['curriculum-design', 4.5, 5], ['learning-management-systems', 4, 4.5], ['project-management', 3.4, 4], ['presentation-software', 3.4, 4], ['data-analysis', 3, 3.5]],
  '13-1151.00': [['instructional-design', 4.4, 5], ['learning-management-systems', 3.8, 4], ['presentation-software', 4, 4.5], ['project-management', 3.4, 4]],
  '11-9111.00': [['electronic-health-records', 3.6, 4], ['project-management', 3.8, 4.5], ['strategic-planning', 3.8, 4.5], ['excel', 3.4, 4], ['data-analysis', 3.4, 4]],
  '13-2011.00': [['accounting', 4.8, 5.5], ['excel', 4.5, 5], ['financial-modeling', 3.6, 4], ['data-analysis', 3.4, 4]],
  '43-3031.00': [['accounting', 4.4, 4.5], ['excel', 4, 4]],
  '11-3031.00': [['accounting', 4.2, 5], ['financial-modeling', 4.4, 5], ['excel', 4, 4.5], ['strategic-planning', 4, 4.5]],
  '13-1082.00': [['project-management', 4.8, 5.5], ['agile', 4, 4.5], ['jira', 3.6, 4], ['roadmaps', 3.4, 4], ['excel', 3.4, 4]],
  '41-4012.00': [['selling', 4.5, 4.5], ['salesforce', 3.6, 4], ['hubspot', 3.2, 3.5], ['microsoft-office', 3, 3]],
  '41-2031.00': [['selling', 3.8, 3.5]],
  '41-1011.00': [['selling', 3.8, 4], ['excel', 3, 3]],
  '43-6014.00': [['microsoft-office', 4.4, 4.5], ['excel', 3.8, 4], ['presentation-software', 3.2, 3.5]],
  '23-1011.00': [['legal-research', 4.7, 5.5], ['legal-writing', 4.7, 5.5], ['microsoft-office', 3.4, 3.5]],
  '23-2011.00': [['legal-research', 4.4, 4.5], ['legal-writing', 4, 4], ['microsoft-office', 3.8, 4], ['case-management', 3.2, 3.5]],
  '21-1021.00': [['case-management', 4.6, 5], ['microsoft-office', 3, 3]],
  '29-1141.00': [['electronic-health-records', 4.2, 4.5], ['case-management', 3.2, 3.5], ['microsoft-office', 3, 3]],
};

/**
 * Tasks of the other specialties an O*NET occupation merges, left out where the default catalogue names it by one of
 * them: Farmers, Ranchers, and Other Agricultural Managers is shown as 'Farmer', and its first tasks were a fish
 * hatchery's (spawning, fry rearing, moving fish to lakes) and a plant nursery's, so a farmer's typical day was spent
 * at a hatchery.
 */
const OTHER_SPECIALTY_TASKS: Record<string, RegExp> = {
  '11-9013.00': /\b(?:fish|hatch\w*|nurser(?:y|ies)|brood stock)\b/i,
  // Political Scientists is shown as 'Policy Analyst': teaching and advising students is the professors' part of it.
  '19-3094.00': /\bpolitical science\b|^Serve on committees/i,
  // Fishing and Hunting Workers is shown as 'Fisherman': trapping, hunting and pelts are the hunters' part of it.
  '45-3031.00': /\b(?:hunt\w*|trapping|trap lines|quarry|pelts?|landowners|poisons?|droppings|wildlife)\b/i,
};

/**
 * Alternate titles O*NET lists that name another job: under Intelligence Analysts, 'AI Consultant (Artificial
 * Intelligence Consultant)' would answer a search for an AI consultant with an intelligence analyst; under Network
 * Architects, 'System Programmer' a search for a programmer with a network architect (and took the place of its
 * 'Cloud Architect'), and under restaurant hosts 'General Teller' a search for a teller with a host.
 */
const OTHER_JOB_TITLES: Record<string, RegExp> = {
  '33-3021.06': /\bAI\b|Artificial Intelligence/,
  '15-1241.00': /^System Programmer$/,
  // A bank's teller, listed under restaurant hosts.
  '35-9031.00': /^General Teller$/,
};

/**
 * Where O*NET gives no task an importance (their statements carry no Core or Supplemental type and come in
 * alphabetical order), the tasks this catalogue leads with, by the start of their statement: the work itself first.
 * A Software Engineer's first seven were analysis, meetings and "Coordinate installation of software system", with
 * "Design, develop and modify software systems" last, so a typical day held no development at all; a Financial
 * Analyst's began with capitalisation advice and green-construction investments. So too where the role shown is one
 * specialty of several and O*NET's first tasks are another's (a Fisherman's were a trapper's). Our reading, as EXTRAS
 * are our ratings; the rest follow in O*NET's order.
 */
const LEADING_TASKS: Record<string, string[]> = {
  '15-1252.00': [
    'Design, develop and modify software systems',
    'Modify existing software to correct errors',
    'Analyze user needs and software requirements',
    'Develop or direct software system testing',
    'Confer with systems analysts, engineers, programmers',
    'Consult with customers or other departments on project status',
    'Prepare reports or correspondence concerning project specifications',
  ],
  '15-1255.00': [
    'Conduct user research to determine design requirements',
    'Create Web models or prototypes',
    'Develop new visual design concepts',
    'Design, build, or maintain Web sites',
    'Collaborate with web development professionals',
    'Confer with management or development teams to prioritize needs',
    'Develop Web site maps, application models',
  ],
  '15-2051.00': [
    'Identify business problems or management objectives',
    'Clean and manipulate raw data',
    'Analyze, manipulate, or process large sets of data',
    'Test, validate, and reformulate models',
    'Create graphs, charts, or other visualizations',
    'Deliver oral or written presentations',
    'Recommend data-driven solutions to key stakeholders',
  ],
  '13-2051.00': [
    'Inform investment decisions by analyzing financial information',
    'Employ financial models to develop solutions',
    'Interpret data on price, yield, stability',
    'Analyze financial or operational performance of companies',
    'Present oral or written reports on general economic trends',
    'Recommend investments and investment timing',
    'Draw charts and graphs, using computer spreadsheets',
  ],
  '45-3031.00': [
    'Put fishing equipment into the water',
    'Locate fish, using fish-finding equipment',
    'Remove catches from fishing equipment',
    'Sort, pack, and store catch',
    'Steer vessels and operate navigational instruments',
  ],
  '13-1082.00': [
    'Develop or update project plans',
    'Plan, schedule, or coordinate project activities',
    'Communicate with key stakeholders to determine project requirements',
    'Monitor project milestones and deliverables',
    'Schedule or facilitate project meetings',
    'Confer with project personnel to identify and resolve problems',
    'Report project status',
  ],
};

/** The occupation's tasks as the catalogue shows them: other specialties' left out, our leading tasks first. */
function chosenTasks(code: string, tasks: readonly string[]): string[] {
  const own = tasks.filter((task) => !OTHER_SPECIALTY_TASKS[code]?.test(task));
  const leading = (LEADING_TASKS[code] ?? []).map((start) => {
    const task = own.find((t) => t.startsWith(start));
    if (!task) throw new Error(`${code}: no task starts with "${start}"`);
    return task;
  });
  return [...leading, ...own.filter((task) => !leading.includes(task))];
}

const PER_KIND = { hard: 8, technology: 4, knowledge: 4, soft: 8, workStyle: 8 };
// Beyond its 8 most important soft skills, an occupation keeps every one rated at least this important: a Registered
// Nurse's Monitoring (3.75) and Complex Problem Solving (3.5) are part of the job, and leaving them out made a nurse's
// roadmap to Health Services Manager list them as missing.
const SOFT_ALSO_FROM = 3.5;
const curatedIds = new Set(CURATED_SKILLS.map((s) => s.id));
const curatedRank = (id: string) => {
  const i = CURATED_SKILLS.findIndex((s) => s.id === id);
  return i < 0 ? CURATED_SKILLS.length : i;
};
const r2 = (n: number) => Math.round(n * 100) / 100;

/** The generated module's text, from the O*NET release and BLS files under `dir`. */
export async function defaultCatalogueModule(dir: string): Promise<{ text: string; count: number }> {
  const catalogue = await parseOnetRelease(join(dir, 'onet-29.3'), { blsDir: join(dir, 'bls'), codes: DEFAULT_CODES });
  const missing = DEFAULT_CODES.filter((c) => !catalogue.occupations.some((o) => o.code === c));
  if (missing.length > 0) throw new Error(`Not in the release: ${missing.join(', ')}`);
  const blocks = catalogue.occupations.map((o) => {
    const extras = EXTRAS[o.code] ?? [];
    const extraIds = new Set(extras.map(([id]) => id));
    // The most important descriptors per kind, so a short questionnaire can reasonably cover a role.
    // A kind with nothing rated relevant (importance >= 3) still shows its two strongest ratings, so every occupation
    // has soft skills, knowledge and work styles to show.
    const top = (kinds: readonly string[], count: number, filter: (id: string) => boolean = () => true) => {
      const ranked = o.skills
        .filter((s) => kinds.includes(s.kind) && !extraIds.has(s.skillId) && filter(s.skillId))
        // Ties (all In-Demand technologies rate 4) go by the curated list's order: common languages and tools first.
        .sort((a, b) => b.importance - a.importance || curatedRank(a.skillId) - curatedRank(b.skillId) || a.skillId.localeCompare(b.skillId));
      const relevant = ranked.filter((s) => s.importance >= 3).slice(0, count);
      const chosen = relevant.length > 0 || kinds.includes('technology') ? relevant : ranked.slice(0, 2);
      return chosen.map((s): Extra => [s.skillId, r2(s.importance), r2(s.level)]);
    };
    const hard = [
      ...extras,
      ...top(['hard'], Math.max(0, PER_KIND.hard - extras.length)),
      // Only technologies the default skill list curates (with a learning resource); the importer keeps them all.
      ...top(['technology'], PER_KIND.technology, (id) => curatedIds.has(id)),
    ];
    const all = [...hard, ...top(['knowledge'], PER_KIND.knowledge), ...top(['soft'], Infinity).filter((s, i) => i < PER_KIND.soft || s[1] >= SOFT_ALSO_FROM), ...top(['workStyle'], PER_KIND.workStyle)]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const alias = catalogue.roleAliases.filter((a) => a.code === o.code).map((a) => a.role);
    const ownTitles = o.alternateTitles.filter((t) => t.length <= 60 && !OTHER_JOB_TITLES[o.code]?.test(t));
    const onet = withoutRanks([...alias, ...ownTitles]).filter((t) => !alias.includes(t));
    // Our own names never push out more than two of O*NET's first titles ('Admin Assistant', 'Yoga Instructor').
    const titles = [...alias, ...new Set(onet)].slice(0, alias.length + TITLES - Math.min(alias.length, 2));
    return `  occupation({
    code: ${JSON.stringify(o.code)},
    title: ${JSON.stringify(o.title)},
    description: ${JSON.stringify(o.description)},
    jobZone: ${JSON.stringify(o.jobZone)},
    industry: ${JSON.stringify(o.industry)},
    salary: ${JSON.stringify(o.salary)},${o.hourlyPay ? `\n    hourlyPay: ${JSON.stringify(o.hourlyPay)},` : ''}
    growth: ${JSON.stringify(o.growth)},
    tasks: ${JSON.stringify(chosenTasks(o.code, o.tasks).slice(0, 7), null, 6).replace(/\n\s*\]$/, '\n    ]')},
    alternateTitles: ${JSON.stringify(titles)},
    skills: [
${all.map((s) => `      ${JSON.stringify(s)},`).join('\n')}
    ],
    interests: ${JSON.stringify(o.interests)},
    workValues: ${JSON.stringify(o.workValues)},${o.ratingsFrom ? `\n    ratingsFrom: ${JSON.stringify(o.ratingsFrom)},` : ''}
  }),`;
  });
  const text = `// GENERATED by tools/catalog/build-default.ts from the O*NET 29.3 Database (USDOL/ETA, CC BY 4.0), BLS OEWS May 2024
// wages and BLS Employment Projections 2024-34, plus our own ratings for skills O*NET does not rate (EXTRAS there).
// Regenerate instead of editing by hand. Skills are [skillId, importance 1-5, level 0-7].
import type { Occupation } from '@waypoint/domain';
import { occupation } from './define';

export const DEFAULT_OCCUPATIONS: Occupation[] = [
${blocks.join('\n')}
];
`;
  return { text, count: catalogue.occupations.length };
}

async function main() {
  const { text, count } = await defaultCatalogueModule(resolve(process.argv[2] ?? join(here, '../../../shared/data')));
  await writeFile(outFile, text);
  console.log(`Wrote ${count} occupations to ${outFile}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
