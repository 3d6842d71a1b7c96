// The built-in engine's classic NLP: stemming, tokenising and BM25 ranking.
import { defaultCatalogue, spellingVariants } from '@waypoint/skillmatch';
import { describe, expect, it } from 'vitest';
import { Bm25Index } from '../../src/services/ai/text/bm25';
import { plainPhrases } from '../../src/services/ai/text/everyday-phrases';
import { literalText } from '../../src/services/ai/text/figures-of-speech';
import { phrases, stem, terms, words } from '../../src/services/ai/text/tokenise';
import { withoutOthersWork } from '../../src/services/ai/text/others-work';
import { heldFields, leftRoles, wishedFor, wishesChange, wishesStepUp, withoutUnwanted } from '../../src/services/ai/text/unwanted';
import { withoutWritersTerms } from '../../src/services/ai/text/writers-terms';

describe('tokenise', () => {
  it('brings inflected forms to one stem', () => {
    expect(new Set(['designing', 'designs', 'designed'].map(stem))).toEqual(new Set(['design']));
    expect(stem('managing')).toBe(stem('manage'));
    expect(stem('planned')).toBe('plan');
    expect(stem('data')).toBe('data');
    expect(stem('managements')).toBe(stem('manage'));
    expect(stem('developments')).toBe('develop');
  });

  it("brings a verb or noun ending in '-er' to one stem in every form", () => {
    // "Volunteering" stemmed to "volunteer" and "volunteers" to "volunt": a charity's volunteers were not met.
    for (const forms of [
      ['volunteer', 'volunteers', 'volunteering', 'volunteered'],
      ['deliver', 'delivers', 'delivering', 'delivered'],
      ['register', 'registers', 'registered', 'registering'],
      ['offer', 'offers', 'offering'],
      ['transfer', 'transfers', 'transferring'],
      ['cater', 'caterers', 'catering'],
    ]) {
      expect(new Set(forms.map(stem)).size, forms[0]).toBe(1);
    }
  });

  it('keeps short stems apart that suffix stripping would join', () => {
    expect(new Set(['state', 'statement', 'statistics'].map(stem)).size).toBe(3);
    expect(terms('stats')).toEqual(terms('statistics'));
    expect(stem('statements')).toBe(stem('statement'));
    // An '-er' that is part of the word: a career is not care, an engineer no engine, an officer no office.
    expect(stem('career')).not.toBe(stem('care'));
    expect(stem('careers')).toBe(stem('career'));
    expect(stem('corner')).not.toBe(stem('corn'));
    // Solder is no seller; what was sold was sold, as "sell" says.
    expect(new Set(['solder', 'soldering', 'soldered'].map(stem)).size).toBe(1);
    expect(stem('sold')).not.toBe(stem('solder'));
    expect(stem('sold')).toBe(stem('selling'));
    expect(stem('engineer')).not.toBe(stem('engines'));
    expect(new Set(['engineer', 'engineers', 'engineering'].map(stem)).size).toBe(1);
    expect(stem('officers')).not.toBe(stem('office'));
    // Nor is fitness a fitting, or marketing a market.
    expect(stem('fitness')).not.toBe(stem('fitting'));
    expect(stem('marketing')).not.toBe(stem('markets'));
    // Nor a poster a post, a tower a tow truck's towing, a letter a letting, lather a lathe, a sewer sewing.
    for (const [noun, other] of [['posters', 'post'], ['tower', 'towing'], ['letters', 'letting'], ['lather', 'lathe'], ['sewers', 'sewing'], ['former', 'forms'], ['ranger', 'range']]) {
      expect(stem(noun!), noun).not.toBe(stem(other!));
      expect(stem(noun!), noun).toBe(stem(noun!.replace(/s$/, '')));
    }
  });

  it('blanks figures of speech out of a text, or puts them literally, and keeps its literal words', () => {
    expect(terms(literalText('I lose track of time analysing sales data'))).toEqual(terms('analysing sales data'));
    expect(terms(literalText('A toxic boss, the rat race and no work-life balance'))).toEqual(terms('no'));
    expect(terms(literalText('I’m a team player in the driver’s seat of a fast-paced work environment'))).toEqual([]);
    // Whole phrases only: the literal words stay.
    expect(terms(literalText('I balance accounts and track shipments'))).toEqual(terms('I balance accounts and track shipments'));
    expect(terms(literalText('I care about the natural environment'))).toEqual(terms('I care about the natural environment'));
    // Some say what someone is good at: those are put literally.
    expect(terms(literalText('I keep the books and have green fingers'))).toEqual(terms('I bookkeeping accounts and have gardening plants'));
  });

  it('puts everyday phrases about work as occupation texts say them, and leaves their words alone elsewhere', () => {
    expect(terms(plainPhrases('Helping people find jobs'))).toEqual(terms('recruiting employment vocational counseling'));
    expect(terms(plainPhrases('I ran a small shop and looked after the elderly'))).toEqual(terms('I shop manager managing and caring for elderly personal care aides home'));
    expect(terms(plainPhrases('I want to open my own gift shop'))).toEqual(terms('I want to gift shop manager managing'));
    expect(terms(plainPhrases('Decorating homes'))).toEqual(terms('interior design furnishings'));
    expect(terms(plainPhrases('Trading stocks'))).toEqual(terms('securities investments'));
    expect(terms(plainPhrases('Cars and motorbikes'))).toEqual(terms('automotive vehicles'));
    // The writer's own job hunt, running for fun, an acting manager, old habits and stocking shelves are what they say.
    for (const text of ['I want to find a job I love', 'I love running', 'Acting manager since March', 'Old habits die hard', 'Stocking shelves at home']) {
      expect(plainPhrases(text), text).toBe(text);
    }
  });

  it('reads a word the catalogue spells both ways, British and American, as one term', () => {
    // Our role and skill names are British (a Theatre Director, a Jeweller, 3D modelling), O*NET's texts American: a
    // word in both spellings stays as written (british-spellings.ts), so the two must be one term here, or "I love the
    // theatre" finds only the director's title. Each pair a spelling rule makes of two different words is named (an
    // AEMT is an advanced EMT).
    const differentWords = new Set(['aesthetic esthetic', 'aesthetics esthetics', 'poet pet', 'poets pets', 'filling filing', 'aemt emt']);
    const catalogueWords = new Set(
      [
        ...defaultCatalogue.occupations.flatMap((o) => [o.title, ...o.alternateTitles, o.description, ...o.tasks]),
        ...defaultCatalogue.skills.flatMap((s) => [s.name, ...s.synonyms]),
        ...defaultCatalogue.roleAliases.map((a) => a.role),
      ].flatMap(words),
    );
    const bothWays = [...catalogueWords].flatMap((word) =>
      spellingVariants(word)
        .filter((other) => other !== word && catalogueWords.has(other) && !differentWords.has(`${word} ${other}`))
        .map((other) => [word, other] as const),
    );
    expect(bothWays.length).toBeGreaterThan(5);
    expect(bothWays.filter(([british, american]) => terms(british).join() !== terms(american).join())).toEqual([]);
  });

  it('drops stop words and keeps c++ and c#', () => {
    expect(terms('I love writing C++ and C# for the users')).toEqual(['writ', 'c++', 'c#', 'user']);
  });

  it('meets everyday words and the formal ones occupation texts use', () => {
    expect(terms('on the phone')).toEqual(terms('by telephone'));
    expect(terms('kids')).toEqual(terms('children'));
    expect(terms('fixing things')).toEqual(terms('repairing things'));
    // "Fixed-wing aircraft" is no repair.
    expect(terms('fixed')).not.toEqual(terms('repaired'));
    expect(terms('the economy')).toEqual(terms('economic'));
    expect(terms('poems')).toEqual(terms('poetry'));
  });

  it('drops what a text says is not wanted, up to the end of its clause', () => {
    const wanted = (text: string) => terms(withoutUnwanted(text));
    expect(wanted('I do not want to work in retail or sales anymore')).toEqual([]);
    expect(wanted('I am tired of nursing night shifts and want to work with data')).toEqual(terms('I am and want to work with data'));
    expect(wanted('I want to leave teaching and design online courses instead')).toEqual(terms('I want to and design online courses instead'));
    expect(wanted('No more cooking in hot kitchens, I would rather plan events')).toEqual(terms('I would rather plan events'));
    expect(wanted('I don’t want to manage people but I love analysing data')).toEqual(terms('but I love analysing data'));
    expect(wanted('I want to move from QA testing into development')).toEqual(terms('I want to into development'));
    expect(wanted('Switching away from sales to nursing')).toEqual(terms('to nursing'));
    // The same move said the other way round.
    expect(wanted('I want to move into tech from hospitality')).toEqual(terms('I want to move into tech'));
    expect(wanted("I'm hoping to switch to nursing from retail, from next year")).toEqual(terms("I'm hoping to switch to nursing, from next year"));
    expect(wanted('I want to move into a role working from home')).toEqual(terms('I want to move into a role working from home'));
    expect(wanted('Something less stressful than retail, with people')).toEqual(terms('Something with people'));
    expect(wanted('I want to stop working nights')).toEqual(terms('I want to'));
    expect(wanted("My knees can't take the walking anymore, so I want a desk job")).toEqual(terms('so I want a desk job'));
    expect(wanted('getting into tech after ten years in retail')).toEqual(terms('getting into tech'));
    // The role the writer holds, in a phrase that wishes for a change, is left too; a role they want is not.
    expect(wanted("I'm a teacher who wants to move into UX")).toEqual(terms('who wants to move into UX'));
    expect(wanted('As an accountant I want to switch to teaching')).toEqual(terms('I want to switch to teaching'));
    expect(wanted('I work as a receptionist but want to become a paralegal')).toEqual(terms('but want to become a paralegal'));
    expect(wanted("I'm an accountant but I want to do something more creative")).toEqual(terms('but I want to do something more creative'));
    expect(wanted("I've been a primary school teacher for years, I love planning lessons but I'm burnt out")).toEqual(
      terms("I've for years, I love planning lessons but I'm"),
    );
    expect(wanted("I'm a lawyer but I want something less stressful")).toEqual(terms('but I want something'));
    // The wish may be another sentence's: the writer says whether they are leaving.
    expect(terms(withoutUnwanted("I'm a teacher", true))).toEqual([]);
    expect(terms(withoutUnwanted("I'm a teacher", false))).toEqual(terms("I'm a teacher"));
    expect(wishesChange('I want to use my investigation skills somewhere else')).toBe(true);
    // So is having stopped growing where they are: a receptionist of 8 years who had "stopped growing" was recommended
    // a Receptionist.
    for (const stalled of [
      "I've been a receptionist for 8 years and feel like I've stopped growing",
      "I'm stuck in a rut",
      'my job is a dead end',
      'I feel I have plateaued',
      "I've outgrown my role",
      'there is no room to grow',
    ])
      expect(wishesChange(stalled), stalled).toBe(true);
    expect(wishesChange('I love watching my team grow')).toBe(false);
    expect(wishesChange('I fixed the sign on a dead-end street')).toBe(false);
    // Where the wish is headed, to the end of its clause; none without a wish, or out of something.
    expect(wishedFor("I'm a graphic designer and I want to move into UX")).toEqual(['UX']);
    expect(wishedFor('hoping to become a nurse because I love caring')).toEqual(['a nurse']);
    expect(wishedFor("I'm a security guard and want to join the police")).toEqual(['the police']);
    expect(wishedFor("I'm a nurse and want to go into teaching")).toEqual(['teaching']);
    expect(wishedFor("I'm a cleaner and want to train as a nurse")).toEqual(['a nurse']);
    expect(wishedFor('hoping to qualify as an accountant')).toEqual(['an accountant']);
    expect(wishedFor('I want to go to university')).toEqual([]);
    expect(wishedFor('I want to retrain as an electrician, ideally soon')).toEqual(['an electrician']);
    expect(wishedFor('I want to get out of retail')).toEqual([]);
    expect(wishedFor('I want to move into something less stressful')).toEqual([]);
    expect(wishedFor('I helped move the office into a new building')).toEqual([]);
    // Or what they want to do, when it is other work than the role held (which another text may name).
    expect(wishedFor("I'm an accountant and want to work with animals")).toEqual(['work with animals']);
    expect(wishedFor("I'm a lawyer and I'd love to design games, ideally indie ones")).toEqual(['design games']);
    expect(wishesChange("I'm a teacher and want to teach adults")).toBe(false);
    expect(wishesChange('I want to teach adults', ['primary school teacher'])).toBe(false);
    expect(wishesChange('I want to teach adults', ['nurse'])).toBe(true);
    expect(wishesChange("I'm a care worker and want to work with animals")).toBe(true);
    expect(wishesChange("I'm a nurse and want to keep nursing")).toBe(false);
    expect(wishesChange("I'm a software developer and want to work remotely")).toBe(false);
    expect(wishesChange("I'm a nurse and want to do something completely different")).toBe(true);
    expect(wishesChange("I'm a pharmacist looking for a non-clinical role")).toBe(true);
    expect(wishesChange('seeking a new challenge')).toBe(true);
    expect(wishesChange('I love a challenge')).toBe(false);
    // A step up is a wish to change too, and says so.
    for (const said of ['I want to move into management', 'looking for a leadership role', 'I want to lead a team', 'ready to step up', 'I want more responsibility'])
      expect(wishesStepUp(said) && wishesChange(said), said).toBe(true);
    for (const said of ['I want to become a head teacher', 'hoping to become head of year', 'I want to become a headteacher']) expect(wishesStepUp(said), said).toBe(true);
    expect(wishesStepUp('I want to move into UX')).toBe(false);
    expect(wishesStepUp('I love managing my time')).toBe(false);
    // So is being weary of the work, but not loving it so much one never tires of it, nor hating one task.
    for (const said of ["I'm tired of it", 'I hate the late nights', "I'm fed up with the hours", 'sick of my job', "I can't do it anymore"])
      expect(wishesChange(said), said).toBe(true);
    for (const said of ['my wrists hurt', 'my knees are sore', 'my back is killing me']) expect(wishesChange(said), said).toBe(true);
    for (const said of ['I work in a call centre and hate it', 'want a job where I can use my brain', 'something more mentally stimulating', 'I want to train as a nurse'])
      expect(wishesChange(said), said).toBe(true);
    expect(wishesChange('I hate it when meetings overrun')).toBe(false);
    for (const said of ["I'm exhausted by the weekend shifts", 'the workload is crushing me', 'the stress is too much']) expect(wishesChange(said), said).toBe(true);
    for (const said of ['I thrive under pressure', 'I love the buzz of weekend shifts']) expect(wishesChange(said), said).toBe(false);
    for (const said of ['I want a job with regular hours', 'want more regular hours', "I'd like a 9-5", 'I want a better work-life balance', 'I want something with more variety', 'a role that offers more challenge'])
      expect(wishesChange(said), said).toBe(true);
    // Joining a service is a move into its work; joining a team is not.
    expect(wishesChange('I want to join the police')).toBe(true);
    expect(wishesChange("I'd love to join a friendly team")).toBe(false);
    expect(wishesChange('I want to be home every night')).toBe(false);
    for (const said of ['I never get tired of helping people', 'I hate spreadsheets', 'I love using my hands']) expect(wishesChange(said), said).toBe(false);
    // The nursing left goes as well: nothing is left to match ("killing" is a Pest Control Technician's).
    expect(wanted("I'm a nurse and my back is killing me")).toEqual([]);
    expect(wanted('I never get tired of helping people')).toEqual(terms('I never get tired of helping people'));
    // Leaving or quitting is a wish to change; the field left is left even without a role named.
    expect(wishesChange("I'm a doctor and want to leave medicine")).toBe(true);
    expect(wishesChange("I'm leaving teaching")).toBe(true);
    expect(leftRoles("I've decided to quit nursing")).toEqual(['nursing']);
    expect(leftRoles("I'm leaving teaching after 20 years")).toEqual(['teaching']);
    expect(leftRoles('I want to get out of retail')).toEqual(['retail']);
    expect(leftRoles('I want to leave my job')).toEqual([]);
    // So is a field the writer is weary of, named as a field; not whatever else they tire of.
    expect(leftRoles('My desire to transform my career is motivated by burnout in nursing')).toEqual(['nursing']);
    expect(leftRoles("I'm tired of teaching")).toEqual(['teaching']);
    expect(leftRoles("I'm sick of meetings")).toEqual([]);
    expect(leftRoles("I've been a nurse since 2005 and want a change")).toEqual(['nurse']);
    expect(heldFields("I've worked in retail for 10 years and want to move into HR")).toEqual(['retail']);
    expect(heldFields("I'm a nurse")).toEqual([]);
    // Saying outright that they want a change is a wish to change.
    for (const said of ['I want a change', 'I need a career change', 'Time for a change', 'ready for a big change', 'I want a change of scenery', 'I want something new', 'thinking about a career change', 'exploring switching careers'])
      expect(wishesChange(said), said).toBe(true);
    expect(wishesChange('I love driving change in organisations')).toBe(false);
    expect(wishesChange('I love learning something new every day')).toBe(false);
    // So is feeling unfulfilled or undervalued in it.
    for (const said of ['feeling unfulfilled in my current job', 'I feel undervalued', "I'm unchallenged at work"]) expect(wishesChange(said), said).toBe(true);
    // So is growing out of it.
    for (const said of ['I want more responsibility', 'ready to step up', 'looking for a promotion', 'I want to grow into something bigger'])
      expect(wishesChange(said), said).toBe(true);
    // The roles (or fields) the writer leaves, as written: held ones only with a wish to change; former ones always.
    expect(leftRoles("I'm a car mechanic and want to change careers")).toEqual(['car mechanic']);
    expect(leftRoles("I've worked in retail for 10 years and want a change")).toEqual(['retail']);
    expect(leftRoles('Police officer considering a move')).toEqual(['Police officer']);
    expect(leftRoles("I'm a nurse considering switching to IT")).toEqual(['nurse']);
    expect(leftRoles('Police officer thinking of moving into cyber security')).toEqual(['Police officer']);
    expect(leftRoles('Former nurse, ready for something new')).toEqual(['nurse']);
    expect(leftRoles("I'm an HR manager thinking about a career change")).toEqual(['HR manager']);
    expect(leftRoles('After 15 years as a paralegal I want something new')).toEqual(['paralegal']);
    expect(leftRoles("I'm a car mechanic and I love it")).toEqual([]);
    expect(leftRoles("I'm a car mechanic", true)).toEqual(['car mechanic']);
    expect(leftRoles('Teacher, ready for a change')).toEqual(['Teacher']);
    expect(leftRoles("I'm in sales and I'm burnt out")).toEqual(['sales']);
    expect(leftRoles("I've worked in finance for years and I'm bored")).toEqual(['finance']);
    expect(leftRoles("I'm in charge of a team and want more responsibility")).toEqual([]);
    expect(leftRoles("I'm in my element when I teach, but I want a change")).toEqual([]);
    // Words before a comma name no role of themselves.
    expect(leftRoles('spreadsheets and budgets, making the numbers add up', true)).toEqual([]);
    expect(wanted("I'm a paramedic and want a job with less stress")).toEqual(terms('and want a job with'));
    expect(wanted("I'm a nurse")).toEqual(terms("I'm a nurse"));
    expect(wanted("I'm a nurse and want to do more of it")).toEqual(terms("I'm a nurse and want to do more of it"));
    expect(wanted('I want to retrain as a nurse')).toEqual(terms('I want to retrain as a nurse'));
    expect(wanted("I'm a people person and want to move into HR")).toEqual(terms("I'm a people person and want to move into HR"));
    expect(wanted("I've worked in retail for 10 years and want to move into HR")).toEqual(terms("I've for 10 years and want to move into HR"));
    expect(wanted('I used to be a chef but now I want to teach')).toEqual(terms('I but now I want to teach'));
    expect(wanted('Police officer considering a move into cybersecurity')).toEqual(terms('considering a move into cybersecurity'));
    // A role called former is left whatever follows.
    expect(wanted('Former nurse wanting to work in health tech')).toEqual(terms('wanting to work in health tech'));
    expect(wanted('As a former teacher, I love writing')).toEqual(terms('As I love writing'));
    // Not a cue: what follows is wanted.
    expect(wanted("I can't wait to teach")).toEqual(terms("I can't wait to teach"));
    expect(wanted('not only teaching but also designing')).toEqual(terms('not only teaching but also designing'));
  });

  it("drops what a text says of other people's jobs, up to the end of its clause, and keeps the writer's own", () => {
    const own = (text: string) => terms(withoutOthersWork(text));
    expect(own('My mum is a nurse')).toEqual([]);
    expect(own('My dad was a carpenter and I love building things')).toEqual(terms('and I love building things'));
    expect(own("My sister's a teacher, I want to teach too")).toEqual(terms('I want to teach too'));
    expect(own('My best friend works as a developer')).toEqual([]);
    expect(own('My mother-in-law is a retired teacher')).toEqual([]);
    expect(own('He used to be an engineer but I would rather cook')).toEqual(terms('but I would rather cook'));
    expect(own('My dad runs a bakery and I bake at weekends')).toEqual(terms('and I bake at weekends'));
    // The writer's own work, and a place that is someone else's, stay.
    expect(own('I am a nurse like my mum')).toEqual(terms('I am a nurse like my mum'));
    expect(own("I loved helping in my dad's shop")).toEqual(terms("I loved helping in my dad's shop"));
  });

  it("sets aside the writer's own terms, and keeps the work they name beside them", () => {
    const work = (text: string) => terms(withoutWritersTerms(text));
    expect(work('better pay and flexible hours')).toEqual(terms('and'));
    expect(work('a small team with lots of autonomy')).toEqual(terms('with lots of'));
    expect(work('I served in the army for ten years as a medic')).toEqual(terms('I as a medic'));
    expect(work("I'm a stay at home mum returning to work after a career break")).toEqual(terms("I'm"));
    expect(work('Going back to work after maternity leave, in accounts')).toEqual(terms(', in accounts'));
    expect(work('a wish to use my science degree')).toEqual(terms('a wish to use my science'));
    expect(work("a master's degree in history")).toEqual(terms('a in history'));
    expect(work('I have a masters in marketing and an MBA')).toEqual(terms('I have a in marketing and an'));
    // Not every master: the old masters of painting stay.
    expect(work('the old masters of oil painting')).toEqual(terms('the old masters of oil painting'));
    // The work itself stays.
    expect(work('Cyber security')).toEqual(terms('Cyber security'));
    expect(work('a team of nurses')).toEqual(terms('a team of nurses'));
  });

  it("reads a contraction's ending as the stop word it is, not a word of its own", () => {
    expect(terms("they're away and we've gone")).toEqual(terms('they away and we gone'));
    expect(terms("I don't, can't and won't")).toEqual([]);
  });

  it('splits phrases on sentence ends and joined clauses', () => {
    expect(phrases('I like data. I enjoy people, and I draw!')).toEqual(['I like data', 'I enjoy people', 'I draw']);
  });
});

describe('BM25', () => {
  const docs = [terms('software developer writes code'), terms('nurse cares for patients'), terms('code review and code tests')];
  const index = new Bm25Index(docs);

  it('ranks documents sharing rarer terms higher and reports matched terms', () => {
    const hits = index.search(terms('patients care'));
    expect(hits.map((h) => h.index)).toEqual([1]);
    expect(hits[0]!.matched).toEqual(['patient', 'care']);
  });

  it('rewards term frequency with saturation and breaks ties by order', () => {
    const hits = index.search(terms('code'));
    expect(hits.map((h) => h.index)).toEqual([2, 0]);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    expect(hits[0]!.score).toBeLessThan(hits[1]!.score * 2);
  });

  it('never gives a negative idf, even for a term in every document', () => {
    expect(new Bm25Index([['a'], ['a']]).idf('a')).toBeGreaterThan(0);
    expect(index.search([])).toEqual([]);
  });
});
