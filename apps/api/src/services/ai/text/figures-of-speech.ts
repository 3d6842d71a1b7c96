// Figures of speech people write about their work that mean nothing literal. Matched word by word against occupation
// texts, each named a job: "work-life balance" a bank teller (who balances cash drawers), "the big picture" a
// photographer, "a glass ceiling" a carpenter (who inspects ceilings and glass), "wear many hats" a Linux
// administrator (Red Hat), "go the extra mile" a Go programmer, "lose track of time" a construction manager's cost
// tracking, "an eye for design" an Optician, "grow into cybersecurity" a Farmer, "a dead-end job" and "the rat race"
// whatever a lexicon of the literal words fits. A thrive answer is where career changers write this way most, so the
// phrases go before matching; what else the sentence says still counts. Only whole phrases: 'balance', 'track' or
// 'growth' alone may be the work itself (an accountant balances accounts).

const FIGURES: readonly RegExp[] = [
  // Time, energy and the state of one's job.
  /\blo(?:se|st|sing) track of (?:the )?time\b/,
  /\btime flies\b/,
  /\b(?:work[- ]?life|life[- ]?work) balance\b/,
  /\bbalanc(?:e|ing) (?:between )?(?:my )?work and (?:my )?(?:personal |family |home )?(?:life|family|home)\b/,
  /\bburn(?:ing)? the (?:midnight oil|candle at both ends)\b/,
  /\bburn(?:ed|t|ing)?[- ]?out\b/,
  /\btoxic (?:work ?place|(?:work )?environment|(?:work )?culture|boss(?:es)?|manager|management|team|job|office|colleagues?|co-?workers?)\b/,
  /\bdead[- ]end\b/,
  // "When the numbers add up" is things making sense (it found a refuse collector who adds fluids, and a croupier).
  /\b(?:the )?numbers add(?:s|ed|ing)? up\b/,
  /\brat race\b/,
  // Pulling together is teamwork (it found a Printer's proofs pulled), and an office with a view a nice office (a
  // Court Reporter).
  /\bpull(?:s|ed|ing)? together\b/,
  /\bwith a (?:nice |good |great |lovely )?view\b/,
  // "Lots of moving parts" is complexity (it found a Watchmaker, who oils moving parts).
  /\b(?:(?:lots|a lot|plenty) of|many|so many|loads of|with) moving parts\b/,
  /\bglass ceiling\b/,
  // On the ground is where the work is done, not grounds kept ("stay in aviation but on the ground" found a Landscaper,
  // "the ground floor of a startup" a Carpet Fitter), and staying in a field is being in it (a Beauty Therapist stays
  // abreast of trends).
  /\b(?:on|off) the ground\b(?! floor)/,
  /\b(?:in|on|at) the ground floor (?:of|at)\b/,
  /\bstay(?:s|ed|ing)? (?:in|within)\b/,
  // What suits someone fits them, and a kind of work is a type ("what kind of work suits me" found a Tailor's suits and
  // a Fundraiser's in-kind donations).
  /\b(?:suits?|suited|suiting) (?:me|you|them|him|her|us|my|your|their)\b/,
  /\b(?:what|which|the|a|any|some|this|that|other|same|different|right|every|all|these|those) (?:kinds?|sorts?|types?) of\b/,
  /\bgolden handcuffs\b/,
  /\bcomfort zone\b/,
  // Looking forward to something: "I can't wait to teach" found a Restaurant Server, who waits on tables.
  /\b(?:can['’]?t|cannot|can not) wait\b/,
  // What energises someone is what they enjoy: "I get energy from coaching" met an Astronomer's and a Sustainability
  // Specialist's energy.
  /\b(?:get(?:s|ting)?|got|draw(?:s|ing)?|drew|gain(?:s|ing)?) (?:my |a lot of |so much |real |most )?energy (?:from|out of)\b/,
  /\b(?:gives?|giving|gave) me (?:so much |a lot of )?energy\b/,
  /\benergi[sz](?:e|es|ed|ing) me\b/,
  // "The buzz of a trading floor" is the trading floor ("buzz" and "thrill" are no work).
  /\bthe (?:buzz|thrill|rush|excitement|adrenaline) of\b/,
  /\b(?:nine|9)[- ]to[- ](?:five|5)\b/,
  /\bpay(?:s|ing)? the bills\b/,
  // Watching something happen is no watch ("watching my garden grow" found a Watchmaker and a Sailor's watch first).
  /\bwatch(?:es|ed|ing)? (?=(?:my|the|a|an|our|their|them|him|her|people|someone|it|how|what)\b)/,
  // Changing one's own mind is no work.
  /\bchang(?:e|es|ed|ing) (?:my|our) minds?\b/,
  // A fair share is fairness, not a Member of the Clergy's "share information".
  /\b(?:a |their |my |our |your )?fair share(?: of)?\b/,
  /\bput(?:s|ting)? food on the table\b/,
  /\bmak(?:e|es|ing) ends meet\b/,
  /\b(?:the )?light at the end of the tunnel\b/,
  /\bat the end of the day\b/,
  /\bon the road to\b/,
  /\bin the long run\b/,
  // Career moves and growth, the thrive exercise's own words among them ("My desire to transform my career...").
  /\btransform(?:s|ing)? (?:my|your|their) career\b/,
  /\b(?:chang(?:e|es|ing)|switch(?:es|ing)?) (?:my |your |their )?careers?\b/,
  /\bcareer (?:change|switch|move|transition|path)s?\b/,
  // The move itself is no work: "switch to teaching" met a Train Conductor's switch-engine crew, "change to design" a
  // Management Analyst's changes, "looking to move" a Sailor's lookout, "considering a move" an Editor's "considering
  // reader appeal", "looking for a role" a Fashion Designer's "looking at factors". Where it leads still counts.
  /\b(?:switch(?:es|ed|ing)?|transition(?:s|ed|ing)?|pivot(?:s|ed|ing)?|mov(?:e|es|ed|ing)|chang(?:e|es|ed|ing)) (?:over |across )?(?:in)?to\b/,
  /\blook(?:s|ing)? to\b/,
  /\bconsider(?:s|ed|ing)? (?:a |an )?(?:move|switch|change|career change|transition|pivot)\b/,
  /\blook(?:s|ed|ing)? for (?:a |an )?(?:new )?(?:role|job|career|position|opportunity|opening)\b/,
  // So is an interest in something: "interested in law" met a Politician's "interest groups" and a Tour Guide's
  // "places of interest". What it is in still counts.
  /\b(?:(?:am|are|is|was|were|i['’]?m|always been|become|became|get(?:ting)?|got) )?(?:really |very |particularly |most |more )?interested in\b/,
  /\bclimb(?:s|ing)? the (?:career |corporate )?ladder\b/,
  /\b(?:career|corporate) ladder\b/,
  /\b(?:personal|professional|career) growth\b/,
  /\bgrowth (?:mindset|opportunities)\b/,
  /\b(?:career )?progression\b/,
  /\b(?:room|opportunit(?:y|ies)) (?:for|to) grow(?:th)?\b/,
  /\bfoot in the door\b/,
  /\blearn(?:s|ing)? the ropes\b/,
  /\b(?:steep )?learning curve\b/,
  /\b(?:ahead of|behind) the curve\b/,
  /\bthe sky(?:['’]?s| is) the limit\b/,
  /\b(?:mak(?:e|ing)|leav(?:e|ing)) (?:my|a|their|your) mark\b/,
  /\bbreak(?:s|ing)? the mou?ld\b/,
  // The thrive prompts' own words, which answers often repeat: the desire is no Photographer's 'desired images', the
  // strengths no medication's strength, the environment no Childcare Worker's 'safe play environment'.
  /\bmy desire to\b/,
  /\blooks? like\b/,
  /\b(?:(?:is|am|are|was|i['’]?m) )?motivated by\b/,
  /\b(?:my )?(?:greatest |biggest |main |key |core )?strengths? (?:include|includes|are|is|lie in)\b/,
  /\b(?:(?:an?|the|my) )?(?:(?:supportive|collaborative|creative|friendly|positive|flexible|inclusive|calm|quiet|dynamic|structured|healthy|open|relaxed|busy|fast[- ]paced|ideal|perfect|dream|good|great|remote|hybrid|work(?:ing)?|office|team|learning)[ ,]+)+environment\b/,
  // How one works.
  /\bteam[- ]players?\b/,
  /\bthink(?:s|ing)? outside (?:of )?the box\b/,
  /\b(?:the )?big[- ]picture\b/,
  /\b(?:mak(?:e|es|ing)|made) a (?:real |positive |big |lasting |meaningful )?difference\b/,
  /\bon the same page\b/,
  // "Leading projects from start to finish" found a Tiler's and a House Painter's finishes before the Project Manager.
  /\bfrom (?:start|beginning) to (?:finish|end)\b/,
  /\bhit(?:s|ting)? the ground running\b/,
  /\broll(?:s|ing)? up (?:my|our|your|their) sleeves\b/,
  /\bwear(?:s|ing)? (?:many|multiple|different|several|lots of|a lot of) hats\b/,
  /\bgo(?:es|ing)? the extra mile\b/,
  // Flow is being absorbed ("in a state of flow" found an Oil Rig Worker's flow lines and a Printer's ink flow), and
  // teaching oneself is learning, no teaching (a Computer Science Lecturer for "teaching myself new software").
  /\b(?:in )?(?:a |the )?state of flow\b|\bin (?:the |a )?flow\b|\bflow state\b|\b(?:get|gets|getting|got) into (?:the |a )?flow\b/,
  /\b(?:teach|teaches|teaching|taught) (?:myself|themselves|ourselves|himself|herself)\b(?! to\b)/,
  // Giving one's all is effort ("I give my all" found a Parking Attendant, who gives customers their keys).
  /\b(?:giv(?:e|es|ing)|gave) (?:it )?(?:my|our|their|his|her) (?:all|best|everything)\b|\b(?:giv(?:e|es|ing)|gave) (?:it )?1[01]0 ?(?:%|percent)/,
  /\babove and beyond\b/,
  /\bbehind the scenes\b/,
  /\bcutting[- ]edge\b/,
  /\bstate[- ]of[- ]the[- ]art\b/,
  /\bfast[- ]paced\b/,
  /\b(?:think(?:s|ing)? )?on (?:my|your|our|their) feet\b/,
  /\bin the driver['’]?s seat\b/,
  /\bstep(?:s|ping)? up to the plate\b/,
  /\blight[- ]?bulb moments?\b/,
  /\bin the loop\b/,
  /\bon the fly\b/,
  /\b(?:the )?bottom line\b/,
  /\blow[- ]hanging fruit\b/,
  /\bmov(?:e|es|ing) the needle\b/,
  /\b(?:a seat at|bring(?:s|ing)? (?:\w+ )?to) the table\b/,
  /\bin (?:my|their|your) element\b/,
  /\bfrom scratch\b/,
  /\bget(?:s|ting)? (?:things|stuff|it|the job|work) done\b/,
  /\b(?:(?:an?|a good|a keen|a sharp|a great|good|keen|sharp|great) )?eye for\b/,
  /\bkeep(?:s|ing)? an eye on\b/,
  /\bgrow(?:s|ing)? into\b/,
  /\bturn(?:s|ing)? (?:my|this|that|a|their|your) (?:hobby|passion|interest|side[- ]hustle|love of \w+) into\b/,
  // Nor is a first time or a first try ("for the first time" met a Paramedic's first aid), or a plan coming together
  // (its "together" a Metal Fabricator's parts tack-welded together).
  /\b(?:for|on) the (?:very )?first (?:time|call|go|try|attempt)\b/,
  /\bcom(?:e|es|ing) together\b/,
  // Nor is work that matters, or a shared goal ("matters" met an Embalmer's and a Creative Writer's subject matter,
  // "towards a shared goal" a Firefighter moving toward a fire and a Member of the Clergy's sharing).
  /\b(?:something|work|things|a job|a cause|what) (?:that |which )?(?:really |truly )?matters\b/,
  /\b(?:towards? |to )?(?:a |the |our |my |their )?(?:shared|common|same|team|personal|career|life|own) goals?\b|\b(?:towards? |to )?(?:my|our|their) goals?\b/,
  // Nor is the real world ("world" met a Video Game Designer's World Designers).
  /\b(?:in |out in )?the real world\b/,
  // Nor is the front line, which may be any work's ("line" met a Glazier's and a Plant Operator's lines).
  /\b(?:on |at )?the front[- ]?lines?\b/,
  // A team winning is no work either ("wins" met a Croupier's winnings).
  /\b(?:the |my |our |a )?team (?:wins|won|succeeds|succeeded|does well|did well|hits its targets)\b/,
  // Nor is seeing the impact of one's work ("impact" met a Risk Analyst's and an Economist's impacts of legislation).
  /\b(?:see|seeing|saw|make|making|made|have|having|had) (?:the |an |a real |real |a big |a positive |a lasting )?impact(?: of (?:my|our|the) work)?\b/,
  // A challenge or a desire is no work either ("new challenges" met a Video Game Designer's challenges in game play, "a
  // desire for growth" a Photographer's desired images).
  /\b(?:a |my |the )?(?:desire|wish|longing|yearning|need) (?:for|to)(?: (?:personal )?growth)?\b/,
  /\b(?:for|my|more|want|need|seek|seeking|crave) growth\b/,
  /\b(?:new|fresh|bigger|more|different) challenges?\b|\b(?:love|like|enjoy|want|need|crave|seek|looking for)s? (?:a (?:new |good |real )?)?challenge\b/,
  // A place running well is no work of its own: "the kitchen is firing on all cylinders" met a Printer's press cylinders.
  /\b(?:firing|running|working) on all cylinders\b/,
];

const ANY_FIGURE = new RegExp(FIGURES.map((figure) => figure.source).join('|'), 'gi');

/**
 * Figures that do say what someone is good at, put literally: "keeping the books" is bookkeeping (it found a
 * Librarian), "crunching numbers" and "good with numbers" are data analysis (a Welder, whose tasks number parts), "a
 * people person" likes working with people (a Police Officer, whose texts speak of persons), "green fingers" is
 * gardening. Plain phrases that need the same reading are everyday-phrases.ts.
 */
const MEANINGS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:keep(?:s|ing)?|do(?:es|ing)?|balanc(?:e|es|ing)|manag(?:e|es|ing)) (?:the |their |our |my |a company's )?books\b/gi, 'bookkeeping accounts'],
  [/\bdo(?:es|ing)? (?:the |their |our |my |a company's )accounts\b/gi, 'bookkeeping accounts'],
  // So is helping a business with its accounts ("small businesses" found a Tutor's small groups and a Mail Carrier's
  // business establishments); a customer's accounts may be a bank's or a shop's.
  [/\bhelp\w* (?:(?:small|local|new) )?(?:businesses|companies|firms|sole traders|freelancers|the self-employed) with (?:the |their |its )?(?:accounts|books|bookkeeping)\b/gi, 'bookkeeping accounts'],
  [
    /\bcrunch(?:es|ing)? (?:the )?numbers\b|\bnumbers?[- ]crunch(?:ing|ers?)\b|\bnumbers person\b|\b(?:good|great|strong) (?:with|at) (?:money and |figures and )?numbers\b|\b(?:a )?head for numbers\b|\b(?:love|loves|loving|like|likes|enjoy|enjoys) (?:working with )?numbers\b|\bwork(?:s|ed|ing)? with numbers\b|^\s*numbers(?=\s*(?:$|[,;.]|and\b))|\bthe numbers side\b/gi,
    'analysing numerical data',
  ],
  [/\bbean[- ]counters?\b/gi, 'accounting'],
  // The numbers an answer is found in are data ("messy numbers" found a lab scientist's number of blood cells).
  [/\b(?:in|from|behind|within) (?:the |messy |raw |complex |big |large |lots of )?numbers\b/gi, 'analysing numerical data'],
  // Making sense of numbers is analysing them, making sense of anything else interpreting it ("sense" met a Wind
  // Turbine Technician's fiber optic sensing).
  [/\b(?:mak(?:e|es|ing)|made) sense of (?:the )?(?:numbers|figures|data|statistics|stats)\b/gi, 'analysing numerical data'],
  [/\b(?:mak(?:e|es|ing)|made) sense of\b/gi, 'interpreting'],
  // Something that looks good is attractive to the eye ("look" met a Sailor's lookout).
  [/\blook(?:s|ed|ing)? (?:good|great|nice|beautiful|amazing|stunning|attractive|lovely)\b/gi, 'aesthetic attractive'],
  // Looking professional is how something is done, not what: it met a Sailor's lookout, as "aesthetic" a Butcher's
  // attractive displays.
  [/\blook(?:s|ed|ing)? (?:professional|polished|slick|sharp|smart|the part)\b/gi, ' '],
  [/\bgreen (?:fingers|thumbs?)\b/gi, 'gardening plants'],
  // Staying calm is keeping one's composure ("stay" met a Beauty Therapist's "stay abreast of trends", "keeping a cool
  // head" a Chef's and an HVAC Technician's cooling).
  [
    /\b(?:stay(?:s|ed|ing)?|keep(?:s|ing)?|kept|remain(?:s|ed|ing)?) (?:calm|cool|composed|my cool|level-headed|an? (?:cool|calm|level) head)\b|\b(?:cool|calm|level)[- ]headed(?:ness)?\b|\ba (?:cool|calm|level) head\b/gi,
    'calm stress tolerance',
  ],
  // Keeping on learning is learning: "keep" met a Biological Technician's "keep detailed logs".
  [/\bkeep(?:s|ing)? (?:on )?(learning|growing|improving|developing)\b/gi, '$1'],
  // Work with the public, as everyday-phrases.ts reads "working with people" said on its own.
  [/\bpeople person\b/gi, 'customer service representatives social services'],
  // So is being good with people, or one's people skills (a Sociologist's social groups and a Probation Officer's
  // offenders' families came first); not with people of a kind ("people who are grieving"), whose work that is.
  [/\b(?:good|great|brilliant|excellent|natural|really good) with people\b(?! (?:who|that|with|in|from|of)\b)|\b(?:good |great |strong |excellent )?people skills\b|\bget(?:s|ting)? on (?:well |easily )?with (?:people|everyone|anyone)\b/gi, 'customer service representatives social services'],
  // Noticing the details others miss is checking work for errors (a Funeral Director's "funeral details" came first).
  [
    /\b(?:notic(?:e|es|ed|ing)|spot(?:s|ted|ting)?|catch(?:es|ing)?|caught) (?:the )?(?:small |tiny |little |fine )?(?:details|mistakes|errors|typos)\b|\b(?:an? )?eye for detail\b|\bdetail[- ]oriented\b|\bmeticulous(?:ly)?\b/gi,
    'checking for errors accuracy proofreading inspecting',
  ],
  // Bringing people to agree is negotiating ("agree" met a Stockbroker's agreed prices), and so is sorting out an
  // argument (a Union Representative's and a Lawyer's arguments, which they evaluate and develop, came first). "Sort
  // out" is "resolving" by now (everyday-phrases.ts), with the spaces around it.
  [/\bget(?:s|ting)? (?:people|everyone|everybody|both sides|them|others|the team) to agree\b|\bfind(?:s|ing)? common ground\b|\b(?:settl(?:e|es|ed|ing)|resolv(?:e|es|ed|ing)|defus(?:e|es|ed|ing)|break(?:s|ing)? up)\s+(?:an? |the |their |people's |staff )?(?:arguments?|disputes?|fights?|disagreements?|rows|squabbles)\b/gi, 'negotiating mediating resolving conflicts'],
  // A hard time is a crisis to get through, with help (it found a Tiler's hard tile).
  [/\b(?:through|during|in|having|have|had|going through) (?:a |their |his |her |some )?(?:hard|difficult|tough|rough) (?:time|patch|period)s?\b|\bhard times\b/gi, 'through crisis counseling support'],
  // Good chemistry with people is rapport (it found an Embalmer and a Biologist, whose work is chemistry), and so is
  // building trust (a Building Inspector and a Janitor, for the buildings).
  [/\b(?:(?:good|great|strong|natural|real|instant) )?chemistry (?:with|between)\b/gi, 'rapport with'],
  [/\b(?:build(?:s|ing)?|built|earn(?:s|ed|ing)?|gain(?:s|ed|ing)?|win(?:s|ning)?|won) (?:people['’]s |their |client |clients['’] |customer |customers['’] )?trust\b/gi, 'rapport relationships clients'],
  // "A good judge of character" reads people, as a Judge does not.
  [/\b(?:a )?(?:good|great|fine|sound) judge of (?:character|people)\b/gi, 'social perceptiveness'],
  [/\bwordsmith\b/gi, 'writing'],
  // So is working with words, or loving them (an Administrative Assistant's word processing came first).
  [/\b(?:(?:work(?:s|ed|ing)?|play(?:s|ed|ing)?|good|great) with|lov(?:e|es|ed|ing)|passion for|(?:a )?way with) words\b|^\s*words\s*$/gim, 'writing writers authors editors'],
  [/\btech[- ]savvy\b/gi, 'computers technology'],
  [/\bgift of (?:the )?gab\b/gi, 'speaking persuasion'],
  // Qualities people name in themselves, read as the skill they are (each found nothing, or a natural resource for a
  // "natural leader" and an Insurance Agent's policies explained for "explaining things").
  [/\bpersuasive\b/gi, 'persuasion persuading'],
  [/\b(?:a )?(?:good |great |strong |skilled |tough )?negotiators?\b/gi, 'negotiation negotiate'],
  [/\b(?:a )?(?:natural|born) (?:leader|at leading)\b/gi, 'leadership supervisors managers staff'],
  [/\bexplain(?:s|ed|ing)? things\b(?! to (?:customers|clients|patients)\b)/gi, 'explaining teaching instruct'],
  // Changing someone's mind is persuading them ("changes my manager's mind" met our Change Manager's title).
  [
    /\b(?:chang(?:e|es|ed|ing)|shift(?:s|ed|ing)?) (?:(?:my|our) [a-z]+['’]s?|(?:your|his|her|their|people['’]s|someone['’]s|anyone['’]s|the|a)(?: [a-z]+['’]s?)?|[a-z]+['’]s) minds?\b/gi,
    'persuading persuasion',
  ],
  [/\bgrease monkey\b/gi, 'mechanic vehicle repair'],
  // Leading by example is leadership (it found a Composer, who leads performances); bringing order to chaos is
  // organising (a Stocker's and a Restaurant Server's orders).
  [/\blead(?:s|ing)? by example\b/gi, 'leadership'],
  [/\b(?:turn(?:s|ed|ing)?|bring(?:s|ing)?|brought) (?:the )?chaos (?:in)?to order\b|\b(?:bring(?:s|ing)?|brought|creat(?:e|es|ed|ing)) order (?:to|from|out of) (?:the )?chaos\b/gi, 'coordinate schedules records administrative'],
];

/**
 * The text for matching: figures of speech that say something put literally, the others blanked out (a space each).
 * Show the user the original.
 */
export function literalText(text: string): string {
  const literal = MEANINGS.reduce((t, [figure, meaning]) => t.replace(figure, ` ${meaning} `), text);
  return literal.replace(ANY_FIGURE, ' ');
}
