// Plain phrases people write about work, put the way occupation texts say it. Matched word by word, each found the
// wrong job: "looking after old people" a House Painter (who removes old finishes), "acting on stage" a Police
// Officer (who acts on information), "running my own shop" a Computer Programmer (whose programs run), "growing
// vegetables" a Cook, "helping people find jobs" an Auto Mechanic. Only whole phrases ("old", "acting", "running" or
// "jobs" alone may mean anything), and everyday words the occupation texts say in more than one formal word (cars are
// "automotive vehicles", clothes "apparel" and "garments"). A word the texts say in one other word ("photos" and
// "photographs") is tokenise.ts's; British spellings are @waypoint/skillmatch's (british-spellings.ts).

const PHRASES: readonly (readonly [RegExp, string])[] = [
  // A caregiver looks after them; O*NET's care aides speak of "personal care", its texts of the elderly rarely.
  [/\b(?:the )?(?:old|older|elderly|aged|ageing|aging) (?:people|persons|folks|adults|relatives|parents)\b|\bthe elderly\b|\bseniors\b/gi, 'elderly caregiver personal care'],
  [/\bact(?:s|ing)? (?:on (?:a |the )?stage|in (?:plays|films|movies|theatre|theater|tv|television|shows))\b|\bacting (?:career|classes|roles?|jobs?)\b/gi, 'actor performing on stage'],
  // Running a shop or a team is managing it.
  [/\b(?:run(?:s|ning)?|ran) (?:my own |our own |their own |a |an |the |a small )?(shops?|stores?|business|restaurant|caf[eé]|bar|hotel|salon|team|department)\b/gi, 'managing $1'],
  // "Grow" alone is no skill (a thrive answer's "grow into"); growing food is planting.
  [/\bgrow(?:s|ing)? (?:my own |our own |their own )?(?:vegetables|veg|crops|fruit|food|plants|flowers)\b/gi, 'planting crops plants'],
  // Healthcare management is a Health Services Manager's; "healthcare" alone met care aides' "health" and "care".
  [/\bhealth ?care (?:management|administration|manager|administrator)\b/gi, 'health services management'],
  // Cars and motorbikes are an auto mechanic's "automotive vehicles". Read as "vehicles" on both sides, they met a
  // miner's shuttle cars and a courier's delivery vehicles as much as the mechanic.
  [/\b(?:cars?|motorbikes?|motorcycles?)\b(?: (?:and|or) (?:cars?|motorbikes?|motorcycles?)\b)?/gi, 'automotive vehicles'],
  // Decorating homes is interior design: "homes" alone met home health aides.
  [
    /\b(?:decorat(?:e|es|ed|ing)|furnish(?:es|ed|ing)?|redesign(?:s|ed|ing)?) (?:my |our |their |people's |other people's |the |a )?(?:homes?|houses?|rooms?|flats?|apartments?|interiors?|spaces?)\b/gi,
    'interior design furnishings',
  ],
  // Stocks and shares are "securities"; "stocks" alone met a warehouse's stock and a Stocker.
  [/\b(?:stocks? and (?:shares|bonds|investing|investments?)|the stock ?market|(?:trading|trade|buying and selling|investing in) (?:stocks|shares|equities))\b/gi, 'securities investments'],
  // Clothes are what fashion designers and tailors call apparel and garments; as "clothing" alone they met a
  // firefighter's protective clothing as much.
  [/\b(?:clothes|clothing)\b/gi, 'clothing apparel garments'],
  // Helping others into work is recruiting and counselling; the writer's own "find a job" is no such thing.
  [
    /\bhelp(?:s|ed|ing)? (?:people|others|someone|candidates|them|job seekers) (?:to )?(?:find|get|land) (?:a |new |the right |good )?(?:jobs?|work|employment)\b/gi,
    'recruiting employment counseling',
  ],
];

/** The text for matching, its everyday phrases put as occupation texts say them. Show the user the original. */
export function plainPhrases(text: string): string {
  return PHRASES.reduce((t, [phrase, meaning]) => t.replace(phrase, ` ${meaning} `), text);
}
