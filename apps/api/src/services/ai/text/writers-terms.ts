// What a person says of the terms they want, or of themselves, rather than of the work: pay, hours, where and with whom
// they work, how they like to work, why they want a change, military service and how long they did something. Matched
// word by word each met some occupation's texts ("better pay" a bank teller's paying out money), so they are set aside
// before the everyday phrases are read (everyday-phrases.ts); what the writer says of the work itself still counts.

import { STALLED, WANTS_CHANGE } from './unwanted';

/** Qualities a writer says they have that name no work: not caring, organised or creative, which do. */
const QUALITIES = String.raw`(?:patient|kind|reliable|hard[- ]?working|honest|trustworthy|dependable|punctual|loyal|friendly|approachable|polite|cheerful|positive|enthusiastic|(?:self-)?motivated|driven|determined|resilient|adaptable|conscientious|diligent|easy-?going|confident|genuine|warm|humble|ambitious|proactive|outgoing|bubbly|hard ?working)\b`;

const WRITERS_TERMS: readonly RegExp[] = [
  // Having stopped growing is why they want a change, not work, as is the wish itself; so are losing a job and starting
  // afresh ("being made redundant and wanting a fresh start" found a Cook's freshness of food).
  new RegExp(String.raw`\b(?:${STALLED}|${WANTS_CHANGE})\b`, 'gi'),
  /\b(?:(?:being |was |were |got |getting )?made redundant|redundanc(?:y|ies)|(?:being |was |got |getting )?laid off|lost my job|losing my job)\b|\b(?:a |my )?(?:fresh|new|clean) (?:start|beginning|chapter|slate)\b|\bstart(?:ing)? (?:afresh|over|again)\b/gi,
  // So is having finished studying: "a recent graduate with a psychology degree" found a Physician Assistant, who must
  // graduate from an accredited program (the psychology still counts).
  /\b(?:(?:a |an )?(?:recent|new|fresh|newly qualified|university|college|uni) )?grad(?:uate)?s?\b(?= (?:with|in|from|of|looking|seeking|wanting|who)\b|\s*(?:$|[,;.!?]))|\bgraduat(?:ed|ing)(?: (?:from|in|with)\b)?|\bnew grads?\b/gi,
  // So is looking for it: "looking for something with better prospects" found a Sailor who looks for obstructions, and
  // "looking for civilian work" a Sailor and a Sonographer looking for differences.
  /\b(?:i['’]?m |i am )?(?:looking|searching|hunting) for(?= (?:something|anything|a|an|my|the next|new|(?:[a-z-]+ )?(?:work|jobs?|roles?|careers?|positions?|employment|opportunit\w*))\b)/gi,
  // And where they start: "my first job in marketing" found the first aid of an EMT, a Paramedic and a Flight Attendant.
  /\b(?:my |a |the |your )?(?:very )?first (?:proper |real |paid |full-time |permanent |graduate )?(?:job|role|position|career|step|steps|rung|foot on the ladder)\b|\bentry[- ]level\b/gi,
  // So is having decided: "I've decided to quit nursing" found a Referee and a Sonographer who decide.
  /\b(?:i['’]?ve |i have |i |i['’]?m |i am |we['’]?ve )?(?:decided|deciding|decide|made up my mind|made the decision) to\b/gi,
  // So are the people they want around them: "with people I respect" found a Sociologist and a Probation Officer.
  /\bwith (?:people|colleagues|a team|others) (?:I|we) (?:really )?(?:respect|like|trust|admire|get on with|enjoy|care about|can learn from)\b/gi,
  // So is what they, or the employer they want, value: "a company that values its people" found a Sociologist's values
  // and attitudes, "a team that values improvement" and "I value honesty" an Underwriter's property values. What is
  // valued still counts.
  /\b(?:an? |the |my )?(?:team|company|workplace|organi[sz]ation|employer|culture|business|place|boss|manager|environment)s? (?:that|which|who|where) (?:really |truly |genuinely )?(?:values?|appreciates?|respects?|cares? about|rewards?|invests? in|recognises?|recognizes?)(?: (?:its|their|the|her|his) (?:people|staff|employees|workers|team))?\b|\b(?:i|we) (?:really |truly |genuinely |also |deeply )?(?:value|valued)\b|\b(?:my|our|their|its|whose|shared|company|core|personal|same|similar) values(?: (?:that )?(?:match(?:es)?|align(?:s)? with|fit(?:s)? with) (?:mine|my own))?\b/gi,
  // So is being told they did well: "when I get positive feedback" found a Tutor's positive reinforcement and a UX
  // Designer's user feedback (giving feedback still counts).
  /\b(?:get(?:s|ting)?|got|receiv(?:e|es|ed|ing)|hear(?:s|d|ing)?) (?:some |positive |good |great |lovely |nice |glowing )?(?:feedback|praise|recognition|thanks)\b/gi,
  // "A career that's mine", values that match mine, are the writer's own ("mine" found a Mining Engineer and a Miner).
  /(?<=\b(?:that['’]?s|it['’]?s|is|was|be|feels?|all|truly|really|of|match(?:es)?|like|with|as|than) )mine\b/gi,
  // Pay, hours, where the work is done and who with, and why the writer wants a change, are the writer's terms, not the
  // work: "better pay" met a bank teller's paying out money, "full time" the skill Time Management, "working from home"
  // home health aides, "flexible hours" a janitor's, "across the country" a family doctor's "across the life span", "a
  // friendly team" a funeral director's "families or friends of the deceased", "bank holidays off" a bank teller's,
  // "more meaning" an interpreter's meanings, "more purpose" a Radiographer's, "control over my time" a Baker's time
  // controls, "time with my kids" a correctional officer's, "earn more" a risk analyst's "earning capacity", "moving
  // abroad" a warehouse worker's, "security for my family" a social worker's, "night shifts" a bartender's, "shift work
  // is fine" a referee's end of shift and fines, "my science degree" a credit analyst's degree of risk (the science
  // still counts), "a master's degree" a locksmith's master keys, "more money and security" a Cybersecurity Analyst,
  // "occasional travel" a Travel Agent.
  /\b(?:(?:better|more|higher|good|decent|fair) )?(?:money|pay|salary|income) and (?:more )?(?:security|stability)\b|\b(?:better|more|higher|good|decent|fair) (?:pay|money|salary|salaries|wages)\b|\bpay rise\b|\b(?:full|part)[- ]time\b|\bflexib(?:le|ility)(?: (?:hours|working|schedules?))?\b|\b(?:work(?:s|ed|ing)?|a job) (?:from home|remotely)\b|\bremote(?:ly)? (?:work|working|jobs?)\b|\bhybrid (?:work|working)\b|\b(?:across|around|all over|up and down|throughout) the (?:country|uk|us|world)\b|\b(?:friendly|supportive|welcoming|kind|nice|lovely) (?:team|colleagues|co-?workers|people|boss|bosses|workplace|atmosphere|culture)\b|\b(?:bank|public|school|paid|annual|summer) holidays?\b|\b(?:holidays?|weekends?|evenings?|time) off\b|\b(?:spend(?:s|ing)? )?(?:more )?time (?:with|for) (?:my|our) (?:kids|children|family|son|daughter|sons|daughters|partner|wife|husband)\b|\bearn(?:s|ed|ing)? (?:more(?: money)?|a (?:good|better|decent) (?:living|salary|wage))\b|\bmeaning(?:ful|fulness)?\b|\b(?:a (?:sense of |real |greater )?|more |real |greater |my )?purpose(?:ful)?\b(?! of\b)|\b(?:more |greater |full |some )?(?:control|say|freedom|autonomy|choice) (?:over|of|in) (?:my|our) (?:own )?(?:time|schedule|hours|diary|days?|working days?|work|career|life)\b|\bgetting older\b|\b(?:mov(?:e|es|ed|ing)|relocat(?:e|es|ed|ing)) (?:abroad|overseas|to another country)\b|\bemigrat(?:e|es|ed|ing)\b|\b(?:with )?(?:some|occasional|the occasional|a bit of|a little|minimal|little|no|not much|limited) (?:business )?travel(?:ling|ing)?\b|\b(?:job |financial |long-term |more |some )?(?:security|stability)(?= for (?:me|my|our)\b)|\b(?:job|financial|long-term) (?:security|stability)\b|\b(?:night|late|early|weekend|split|long|12-hour|rotating) shifts?\b|\bshift[- ]?work(?:ing)?\b|\b(?:is|are|['’]s|would be|will be) (?:absolutely |totally |perfectly |also |quite )?fine\b|\bwork(?:s|ed|ing)? (?:nights|weekends|lates)\b|\bdegrees?\b(?! of\b)|\b(?:master|bachelor)['’]?s\b(?= degrees?\b| in\b)|\b(?:mba|msc|bsc|phd|doctorate)s?\b|\bqualifications?\b|\b(?:for|to support|to provide for|support(?:ing)?|provid(?:e|ing) for) (?:my|our) (?:family|families|kids|children|son|daughter)\b/gi,
  // So are the hours they want and the balance they seek: "better hours" and "sociable hours" found a truck driver's
  // logs of working hours, a payroll clerk's hours worked and a janitor's operating hours, "stable hours" an Animal
  // Caretaker's stables, "be home every night" a Physical Therapist's treatment continued at home.
  /\b(?:better|good|decent|fewer|less|shorter|regular|normal|sociable|unsociable|anti-?social|family[- ]friendly|set|fixed|steady|stable|consistent|predictable|reasonable|sensible|office|school|long|working) hours\b|\b(?:a |an )?(?:stable|steady|secure) (?:job|income|career|work|employment|pay|salary|role|wage)\b|\b(?:nine|9) ?(?:to|-) ?(?:five|5)\b|\bwork[- ]life balance\b|\b(?:be|get|being|getting) (?:at )?home (?:every|each|at|by|for) (?:night|evening|weekend|dinner ?time|tea ?time|bedtime|the kids|my kids|school pick-?ups?)\b|\b(?:weekends?|evenings?) free\b|\bfree (?:weekends?|evenings?)\b/gi,
  // So is the place they picture and what they flee: "remote first" found an EMT's first aid, "a calm space where I can
  // focus" an Interior Designer's spaces, "a quiet, safe space" a Childcare Worker's safe play environment, "office
  // politics" (or "the politics") a Policy Analyst, "long commutes" a Risk Analyst's long-term impacts, and "a quiet
  // office" put the Office Manager first.
  /\bremote[- ]first\b|\b(?:fully |mostly |partly )?remote\b(?=\s*(?:$|[,;.!?]|and\b|or\b))|\bmicro-?manag\w*|\b(?:a |an )?(?:calm|quiet|peaceful|relaxed|bright|modern|clean|open|inclusive|diverse|respectful|positive|healthy|fast-paced|collaborative|creative|busy|lively|structured|trusting|safe|friendly|supportive|welcoming|warm|cosy|comfortable)(?:(?:,| and|, and) (?:calm|quiet|peaceful|relaxed|bright|modern|clean|open|inclusive|diverse|respectful|positive|healthy|fast-paced|collaborative|creative|busy|lively|structured|trusting|safe|friendly|supportive|welcoming|warm|cosy|comfortable))* (?:space|environment|office|workplace|place|setting|atmosphere|culture)\b|\bwhere i can (?:focus|concentrate|think|be myself)\b|\b(?:a |an )?(?:supportive|good|great|kind|fair|understanding) (?:manager|managers|line manager|leadership|leaders)\b|\b(?:office|workplace|internal|company|the) politics\b|\bwith (?:smart|clever|bright|talented|great|good|passionate|like-minded|motivated|interesting|nice|friendly|kind|brilliant) (?:people|colleagues|minds)\b|\b(?:long |daily |the |my |a shorter |shorter |no )?commut(?:e|es|ing)\b/gi,
  // So is what moves the writer in life: "my kids growing up" found a Nanny ("now the kids are at school" a Childcare
  // Worker), "a health scare" an Epidemiologist, "moving to a new city" (or working "in the city") a Court Clerk's
  // municipalities and an Urban Planner; "I'm retired" an Actuary's retirement rates.
  /\b(?:i['’]?m |i am |now |recently |newly |semi-|early )?retired\b|\b(?:in|since|after|near|nearing|approaching|early) (?:my )?retirement\b|\bmy (?:kids|children|son|daughter|family) (?:growing up|getting older|leaving home|starting school|being older|flying the nest)\b|\b(?:now )?(?:that )?(?:the|my|our) (?:kids|children|youngest|little ones) (?:are|is|have started|has started|started) (?:at |in )?(?:full[- ]time )?(?:school|nursery|secondary school|older|grown up)\b|\b(?:an? )?empty nest(?:er)?\b|\b(?:a |my |due to |for |because of )(?:health scare|health reasons|health issues|health problems|diagnosis)\b|\b(?:mov(?:e|es|ed|ing)|relocat(?:e|es|ed|ing)) (?:to )?(?:a new |another |a different |a bigger |a smaller |the )?(?:city|town|area|country|region|part of the country)\b|\b(?:in|near|close to|outside) (?:the|a|a big|a busy|a small|my|our) (?:city|town|city centre|city center|town centre|town center|capital)\b/gi,
  // Where the writer is coming back from is no work either: "a stay at home mum returning to work" found a mail
  // carrier's return to the post office and a tax preparer's returns.
  /\b(?:a )?stay[- ]at[- ]home (?:mum|mom|dad|parent|mother|father)\b|\b(?:return(?:s|ed|ing)?|go(?:ing)? back|get(?:ting)? back|com(?:e|ing) back) (?:in)?to (?:work|the workplace|the workforce|employment|paid work)\b|\b(?:after |from )?(?:a |my )?(?:career break|maternity leave|paternity leave|parental leave|time out)\b/gi,
  // How someone likes to work is no kind of work either: teamwork and working alone are in every job's texts (they found
  // nothing), a routine a dancer's routines, variety a random mix ("busy and varied" a teacher's "students' varying
  // needs"; keeping busy a Stocker who keeps records), structure and clear goals an Architect's structures and an
  // Ophthalmologist's patients' goals, independence a dishwasher's "working independently", a small (honest) team a tax
  // preparer's small businesses (a small studio a Photographer's small groups in studio), banter in an open-plan office a
  // funeral director's and a locksmith's.
  /\bautonom(?:y|ous)\b|\b(?:a |an )?(?:small|little|tiny|big|large|tight-knit|close-knit)(?: (?!business)[a-z-]+)? (?:teams?|studios?|agenc(?:y|ies)|firms?|start-?ups?)\b|\bopen[- ]plan(?: offices?)?\b|\bbanter\b|\bteam ?work(?:ing)?\b|\b(?:work(?:s|ed|ing)?|be(?:ing)?) (?:in|on|as part of|with) (?:a |the |my )?team\b(?! (?:of|to) )|\b(?:work(?:s|ed|ing)?|be(?:ing)?) (?:alone|on my own|by myself|independently)\b|\bindependence\b|\b(?:a |some |more |lots of )?variety\b(?! (?:shows?|acts?|performers?))|\b(?:a )?varied\b|\bclear (?:goals|expectations|direction|objectives|priorities)\b|\b(?:with|need|needs|like|prefer|want|love|enjoy)(?: some| a| a clear| more| plenty of)? structure\b|\b(?:keep(?:s|ing)? (?:myself |me )?)?busy(?=\s*(?:and\b|,|[.;!?]|$))|(?<!(?:dance|gym|gymnastics|comedy|exercise|fitness|skating) )\b(?:a |some |more |the )?(?:daily |steady |set |fixed |clear )?routine\b(?!s)/gi,
  // So is the kind of person they are, said as a quality: "patient" found a Practical Nurse's patients, "kind" a
  // Fundraiser's in-kind donations, "hard-working" a Tiler's hard tile. Only as a quality (after "I'm", "very", a
  // comma or "and", before another or the end): a patient's care, a kind of work and working hard at a trade still count.
  new RegExp(
    String.raw`(?:(?<=^\s*)|(?<=[,;]\s*)|(?<=\b(?:and|i['’]?m|i am|am|be|being|very|really|so|naturally|genuinely|always|extremely|incredibly|quite|pretty|super|also|both|endlessly|infinitely) ))${QUALITIES}(?=\s*(?:$|[,;.!?&]|and\b|but\b|with\b|under\b|when\b|to (?:a fault|work with)\b))|` +
      String.raw`\b(?:a|an) ${QUALITIES}(?: (?:person|soul|human being|individual)\b|(?= (?:colleague|listener|manager|leader|team player)\b))`,
    'gim',
  ),
  // Military service is no job of the catalogue (O*NET rates no military occupation), and its words met other work:
  // "served in the army" a restaurant server, "military" an electrical engineer's military specifications. They count
  // for nothing; what the writer did there still counts.
  /\b(?:serv(?:e|es|ed|ing)|was|were) (?:in|with) (?:the )?(?:army|navy|military|air force|armed forces|forces|marines|royal marines|reserves|national guard)\b|\b(?:ex-?|former )?(?:military|army|navy|soldiers?|veterans?)\b/gi,
  // How long someone did something is no work either: "for ten years" (or just "for years") met a sales
  // representative's "2 years of post-secondary education".
  /\b(?:for |over |in )?(?:the (?:last|past) )?(?:\d+\+?|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a few|a couple of|several|many) (?:more )?(?:years?|months?|weeks?|decades?)\b|\b(?:for|over) (?:years|decades|ages)\b/gi,
];

/** The text without the writer's own terms (each a space), for matching; show the user the original. */
export function withoutWritersTerms(text: string): string {
  return WRITERS_TERMS.reduce((t, terms) => t.replace(terms, ' '), text);
}
