// Plain phrases people write about work, put the way occupation texts say it. Matched word by word, each found the
// wrong job: "looking after old people" a House Painter (who removes old finishes), "acting on stage" a Police
// Officer (who acts on information), "running my own shop" a Computer Programmer (whose programs run), "growing
// vegetables" a Cook, "helping people find jobs" an Auto Mechanic. Only whole phrases ("old", "acting", "running" or
// "jobs" alone may mean anything), and everyday words the occupation texts say in more than one formal word (cars are
// "automotive vehicles", clothes "apparel" and "garments"). A word the texts say in one other word ("photos" and
// "photographs") is tokenise.ts's; British spellings are @waypoint/skillmatch's (british-spellings.ts); the writer's own
// terms (pay, hours, the team they want) are set aside before these are read (writers-terms.ts).

import { SERVICES } from './unwanted';

const PHRASES: readonly (readonly [RegExp, string])[] = [
  // Cyber security is one thing, cybersecurity: its "security" met a Stockbroker's securities, a Security Guard and a
  // Bailiff.
  [/\bcyber[- ]security\b/gi, 'cybersecurity'],
  // Operations, as a field one works in or moves into, is operations management ("move into operations" found nothing:
  // every machine operator operates).
  [/\b(?:in|into|to) (?:an? )?operations(?: roles?| jobs?| teams?)?(?=\s*(?:$|[.,;!?]|and\b|or\b|but\b|because\b|as\b))/gi, 'into operations management'],
  // Joining a service is going into its work ("join the police" found a Joiner and an Embalmer, who joins lips; then an
  // Emergency Call Handler's calls to the police as much as a Police Officer).
  [/\bjoin(?:s|ed|ing)? (?:the )?police(?: force)?\b/gi, 'police officers patrol'],
  [new RegExp(String.raw`\bjoin(?:s|ed|ing)? (?:the )?(${SERVICES})`, 'gi'), '$1'],
  // Helping people learn software is training its users and supporting them ("projects where I can help people learn
  // new software" found a High School Teacher's lessons and projects first, older people using technology a Personal Care
  // Aide). First, before people helped to learn and older people.
  [
    /\bhelp\w* (?:(?:people|colleagues|co-?workers|users|staff|others|customers|clients|the team|them|everyone|(?:the )?(?:old|older|elderly) people|the elderly) )?(?:to )?(?:learn|use|get to grips with|get the hang of|get comfortable with|understand|set up) (?:new |the new |our |their |a new )?(?:software|systems?|technology|tech|tools|apps?|computers|IT|programs)\b/gi,
    'technical assistance computer users training',
  ],
  // Care aides look after them; O*NET's speak of "personal care", its texts of the elderly rarely ("caregiver" is also a
  // Childcare Worker's title: it came third).
  [/\b(?:the )?(?:old|older|elderly|aged|ageing|aging) (?:people|persons|folks|adults|relatives|parents)\b|\bthe elderly\b|\bseniors\b/gi, 'elderly personal care aides home'],
  // So does someone caring for their own elderly or disabled family (it found only a bus driver's elderly passengers).
  [
    /\b(?:car(?:e|es|ed|ing) for|look(?:s|ed|ing)? after) (?:my|our|his|her|their) (?:(?:elderly|old|ageing|aging|sick|ill|disabled|poorly|frail) )?(?:mum|mom|mother|dad|father|parents?|grand(?:mother|father|parent)s?|nan|gran|husband|wife|partner|son|daughter|sister|brother|relatives?)\b/gi,
    'elderly personal care aides home',
  ],
  // Caring for people in general, or for the sick, is care work (as "caring" and "people" it found a Probation Officer
  // and a Makeup Artist).
  [/\b(?:car(?:e|es|ed|ing) for|look(?:s|ed|ing)? after) (?:other )?(?:people|others|patients|someone|those in need|vulnerable people|people who need it)\b(?!['’])/gi, 'patients personal care aides nursing'],
  // Social media, said on its own, is digital marketing: its "media" met a Historian's records in electronic media, who
  // came first for "social media and taking photos".
  [/\bsocial media\b(?! (?:posts?|content|manager|managers|marketing|marketer|specialist|executive|officer|coordinator))/gi, 'social media digital marketing'],
  // Taking photos is photographing ("taking" met a Practical Nurse's "taking any necessary action").
  [/\b(?:tak(?:e|es|ing)|took|snap(?:s|ped|ping)?|shoot(?:s|ing)?|shot) (?:the |some |great |good |nice |lots of |my own )?(?:photos|photographs|pictures|portraits|snaps)\b/gi, 'photographs'],
  // Playing an instrument is a musician's "play musical instruments" (the guitar is in no occupation text).
  [/\bplay(?:s|ed|ing)? (?:the |an? |my )?(?:guitar|piano|keyboards?|drums|violin|cello|bass|saxophone|sax|trumpet|flute|clarinet|ukulele|harp|organ|instruments?)\b/gi, 'play musical instruments musician'],
  // Moments of a good day at work, in everyday words that met other work: a customer leaving happy a mail carrier's
  // "leaving the post office", finishing a project a painter's finishes, a student passing an exam an usher's passes, a
  // tricky bug nothing (a bug squashed is software debugged, not pest control).
  [/\b(?:customers?|clients?|guests?|shoppers?|diners?|someone|people|everyone) (?:leav(?:e|es|ing)|go(?:es)? away|walks? away|go(?:es)? home)(?: (?:the |my |our )?(?:shop|store|restaurant|salon|caf[eé]|counter))?(?: feeling)? (?:happy|satisfied|smiling|pleased|delighted)\b/gi, 'customer service representative'],
  // Helping shoppers find what they want is a salesperson's "help locate or obtain merchandise based on customer needs"
  // (it found a Visual Merchandiser's products; "a customer ... exactly the right pair" an Optician's exact fit).
  [/\bhelp(?:s|ed|ing)? (?:an? |the )?(?:customers?|shoppers?|people|clients?|someone) (?:to )?(?:find|choose|pick|select) (?:exactly |just )?(?:the right |what they|the perfect |an? )/gi, 'recommend select locate merchandise customer needs '],
  // Data science is a data scientist's analytics (its "science" met a Biological Technician's scientists first).
  [/\bdata science\b/gi, 'data scientists analytics'],
  // Explaining a subject to children is teaching it ("explaining science to kids" found a Biological Technician and a
  // Chemist, whose work is the science, not explaining it). The subject stays, as a teacher's ("science teachers").
  [/\bexplain(?:s|ed|ing)? ((?:[a-z'’]+ ){0,3})to (?:kids|children|pupils|students|young people|teenagers|teens)\b/gi, 'teaching $1teachers students'],
  // School subjects, named on their own: science is a scientist's research (it found only a Biological Technician's
  // support for scientists, weakly), art an artist's artwork (an Art Therapist and a Tour Guide came first), English
  // literature and writing, PE sport and fitness (both found nothing). Not computer science, art therapy or galleries,
  // nor teaching English.
  [/(?<!\b(?:computer|data|social|political|food|forensic|environmental|health|life|earth|sports?|library|rocket|exercise|animal|veterinary|materials|information|behaviou?ral|cognitive|medical|actuarial|nursing) )\bsciences?\b(?! (?:fiction|teachers?|teaching|lecturers?|degrees?|technicians?)\b)/gi, 'scientists research laboratory experiments'],
  [/(?<!\b(?:martial|state of the|culinary|performance|nail|body|clip|make-?up|the) )\barts?\b(?! (?:therap\w*|galler\w*|history|director\w*|direction|deco|nouveau|of|and crafts|teachers?|students?)\b)/gi, 'artists artwork'],
  [/(?<=\b(?:like|love|enjoy|enjoyed|loved|studied|study|studying|good at|great at|passionate about) )english\b(?! (?:teachers?|teaching|lecturers?|as a)\b)/gi, 'english language literature writing'],
  [/\bP\.?E\b(?!\.?\w)|\bphysical education\b/g, 'physical education sports fitness'],
  // History, as a subject, is a historian's study of the past ("history" is in a Historian's texts only as "historical",
  // so it found a Tour Guide's site history and a Medical Assistant's medical histories first). Not a patient's or a
  // worker's own history.
  [/(?<!\b(?:medical|medication|patient|patients['’]?|case|work|employment|credit|my|your|his|her|their|service|maintenance|browsing|search|purchase|payment|family|sales) )\bhistory\b(?! of (?:the )?(?:patients?|payments?|illness|treatment)\b| (?:teachers?|teaching|lessons?|lecturers?)\b)/gi, 'history historians historical past'],
  // Good in a crisis is emergency work (a Public Relations Manager's crisis communication came first).
  // How they are in it stays for what it says ("stay calm" is composure).
  [/(?<=\b(?:good|calm|cool|composed|steady|great|best|thrive|thriving|alive) )(?:in|during) (?:a crisis|crises|an emergency|emergencies)\b/gi, 'emergencies emergency response'],
  // Teaching resources made are instructional materials (as "resources" they found a Special Education Teacher's
  // title, Resource Teacher).
  [/\b(?:mak(?:e|es|ing)|made|creat(?:e|es|ed|ing)|design(?:s|ed|ing)?|writ(?:e|es|ing)) (?:the |my |our )?(?:teaching |learning |lesson |classroom |training |course )?(?:resources|materials|worksheets)(?: and slides)?\b/gi, 'developing instructional materials'],
  // A car that leaves the garage running sweetly has been repaired: in British English a garage is a repair shop (it
  // found a Parking Attendant's parking garage first), and so is one worked in or pictured as the place to work. Not a
  // parking, home or bus garage.
  [
    /\b(?:car|van|vehicle|bike|motorbike|engine)s? (?:leaves?|left|leaving|drives? out of|drove out of|roll(?:s|ed|ing)? out of|comes? out of|came out of) (?:the |my |our )?garage\b|(?<!\b(?:parking|multi-storey|underground|bus|home|double|my|our) )\bgarage (?:work|repairs?|mechanics?|jobs?|workshop)\b|\b(?:work(?:s|ed|ing)? (?:in|at)|job (?:in|at)) (?:a|the) (?:busy |small |local |family |car )?garage\b|^\s*(?:in )?a (?:busy |small |local |family |car )?garage\s*$/gim,
    'repair automotive vehicles',
  ],
  [/\b(?:running|runs|ran|run|purring|sounding|drives?) (?:sweet(?:ly)?|like a dream|like new|like clockwork)\b/gi, 'repaired'],
  // Meeting clients is a sales representative's calling on customers ("meeting" found a Compliance Officer's licenses
  // for those meeting standards).
  [/\bmeet(?:s|ing)? (?:with )?(?:new |prospective |potential |my |our )?(?:clients|customers)\b/gi, 'sales representatives customers accounts'],
  // A property developer develops real estate, a business developer a business's sales: neither is the Developer who
  // writes software (the role word "developer" found the Software Engineer first).
  [/\b(?:property|real estate|land|housing|residential|commercial) develop(?:ers?|ment)\b/gi, 'real estate property buying selling'],
  [/\bbusiness develop(?:ers?|ment)(?: (?:managers?|executives?|representatives?))?\b/gi, 'business development sales'],
  // Working with adults, or teaching them, is adult education and training (a Nanny's "seeking adult help" came first).
  [/\b(?:work\w*|teach\w*|train\w*) (?:with )?adults\b|\badult (?:learners|education|learning|students)\b/gi, 'adult education training instructors'],
  // Training others is instructing them ("train" found a Train Driver first for a firefighter who wants to train others).
  [/\btrain(?:s|ed|ing)? (?:other people|others|people|new people)\b/gi, 'training employees instructors'],
  // Teaching a trade is a vocational lecturer's work ("a carpenter who wants to teach woodwork" got a Furniture Maker and
  // no teacher, "teach apprentices" a Benefits Specialist's employees).
  [
    /\b(?:teach\w*|train\w*|lectur\w*|instruct\w*) (?:(?:woodwork\w*|carpentry|joinery|plumbing|electrics|electrical work|bricklaying|welding|hairdress\w*|barbering|beauty|cosmetology|catering|cookery|motor vehicle|car mechanics|construction|engineering)(?: skills)?|(?:a |my |the |their )?trades?|(?:young )?apprentices)\b/gi,
    'teach vocational courses below the baccalaureate level',
  ],
  // Arguing a point is debate (as "point" it met a Cartographer's control points, and a Refuse Collector's next
  // collection point); arguing a case is a Lawyer's "arguments in preparation for presentation of cases" as well.
  [/\bargu(?:e|es|ed|ing) (?:a |my |the |their |our )?points?\b/gi, 'debate arguments'],
  [/\bargu(?:e|es|ed|ing) (?:a |my |the |their |our )?cases?\b/gi, 'debate arguments presentation of cases'],
  // The small print is a contract's terms (it found a Photographer's small groups and a Printer).
  [/\b(?:the )?(?:small|fine) print\b/gi, 'contracts legal documents'],
  // Posters, flyers and logos designed are graphic design (as "posters" and "social media" they found an Advertising
  // Manager's collateral and digital marketing first, and "flyers" a Community Health Worker who hands them out).
  [
    /\b(?:design|mak|creat|draw|produc|illustrat)\w* (?:(?:the |my |our |their |some |eye-catching |social media |event |marketing |gig )?(?:posters?|flyers?|leaflets?|logos?|brochures?|banners?|invitations?|album (?:art|covers?)|book covers?|infographics?|graphics|branding|brand identit(?:y|ies))(?:,? (?:and|or) |, )?)+/gi,
    'graphic design graphics logos layouts',
  ],
  // Maps are a Cartographer's and a Surveyor's mapmaking (a mind map, a roadmap or a process map is not).
  [/(?<!\b(?:mind|road|site|heat|journey|process|story|treasure|customer) )\bmaps\b|\bmap[- ]?(?:reading|making)\b/gi, 'maps mapmaking geographic'],
  // Why sales dropped is a Buyer's "buying trends, sales records" (it found a Construction Worker's drops), and what to
  // stock buying merchandise for resale (a Pharmacist's stock of drugs).
  [/\bwhy (?:the )?sales (?:dropped|fell|went (?:up|down)|rose|dipped|spiked|changed|slowed)\b|\bsales (?:trends|data|patterns)\b/gi, 'sales records buying trends'],
  [/\b(?:what|which (?:products|lines|brands|ranges)) to (?:stock|buy in|order in|range|sell)\b/gi, 'buying merchandise for resale'],
  // Persuading or convincing people is selling (a Bartender's persuading of customers who drank too much came first,
  // "convincing" found a Sociologist, and "to buy things" a Buyer).
  [/\b(?:persuad|convinc)\w* (?:people|others|customers|clients|someone|anyone|them)(?: to (?:buy|try|sign up)(?: (?:things|stuff|something|products))?)?\b|\btalk(?:s|ed|ing)? (?:people|customers|someone|anyone) into (?:buying )?(?:things|anything|something)\b/gi, 'persuasion selling sales'],
  [/\bfinish(?:es|ed|ing)? (?:a |the |my |our |each )?(?:project|job|task|piece of work|deliverable)s?\b/gi, 'complete projects'],
  // A hard problem is a complex one ("hard" met a Tiler's hard tile and a Toolmaker's hardened metals).
  [/\b(?:hard|tough|tricky|thorny|knotty)(?= (?:(?:technical|engineering|maths?|logic|logical|analytical|data|software|business|real-world) )?(?:problems?|puzzles?|questions?|cases?)\b)/gi, 'complex'],
  // Puzzles in data are its analysis (a Video Game Designer's puzzles came first), problems fixed for customers
  // customer service (an Auto Mechanic's and a Bike Mechanic's).
  [/\b(?:puzzles?|problems?|patterns?|mysteries) (?:with|in|hidden in) (?:the )?(?:data|numbers|figures|spreadsheets)\b|\bdata (?:puzzles?|mysteries)\b/gi, 'data analysis analytics'],
  [/\b(?:solv|fix|resolv|sort|handl)\w* (?:problems?|issues?|quer(?:y|ies)|complaints?) (?:for|of) (?:customers|clients|callers|users|the public)\b/gi, 'customer service representatives resolve complaints'],
  // Solving a customer's problem is customer service (a customer's problem "on the first call" found an Ambulance
  // Driver's calls and a Paramedic's first aid); hitting targets is meeting sales quotas (a Community Health Worker's
  // targeted groups came first); a child reading is teaching reading (a Social Worker's schools, an EMT's first aid).
  [/\b(?:solv|fix|resolv|sort|handl|deal)\w* (?:a |the |my |every |each )?(?:customer|client|caller|user)(?:['’]s|s['’]?)? (?:problems?|issues?|quer(?:y|ies)|complaints?|questions?)\b/gi, 'customer service representatives resolve complaints'],
  [/\b(?:hit(?:s|ting)?|meet(?:s|ing)?|met|beat(?:s|ing)?|smash(?:es|ed|ing)?|exceed(?:s|ed|ing)?) (?:my |our |the |its |their |his |her |all (?:my |our |its |their )?|every )?(?:sales |monthly |quarterly |weekly )?(?:targets|quotas?|kpis)\b/gi, 'sales quotas goals'],
  [/\b(?:a |the |my )?(?:child|children|kids?|pupils?|students?|learners?) (?:learn(?:s|ing)? to |start(?:s|ing)? to )?read(?:s|ing)?(?! (?:a|the|my|their|books?|stories)\b)/gi, 'teach reading children elementary school'],
  // A customer's thanks is customer service (it found nothing), a patient getting better nursing care (a Veterinary
  // Technician's animals recovering from surgery came first), and a court case won litigation (a Croupier's winnings).
  [/\b(?:customers?|clients?|guests?|shoppers?|callers?) (?:thank(?:s|ed|ing)? (?:me|us)|say(?:s|ing)? thank you)\b/gi, 'customer service representative'],
  // Recovering from an injury is rehabilitation, read before a patient's recovery is (nurses and a Home Health Aide
  // came first, and no physiotherapist).
  [/\brecover(?:s|ed|ing|y)? (?:from )?(?:an? |their |his |her |sports? |serious )*injur(?:y|ies)\b|\binjur(?:y|ies) (?:recovery|rehab(?:ilitation)?)\b/gi, 'physical therapy rehabilitation injuries'],
  [/\b(?:patients?|someone|people) (?:recover(?:s|ed|ing)?|get(?:s|ting)? better(?! (?:at|with|in|as)\b)|heal(?:s|ed|ing)?|go(?:es|ing)? home (?:well|better|healthy))\b/gi, 'patients health care nursing'],
  [/\b(?:win(?:s|ning)?|won) (?:a |the |my |our |that )?(?:court |legal )?cases?\b|\bcourt cases?\b/gi, 'legal cases litigation lawyers'],
  [/\b(?:students?|pupils?|learners?|trainees?) pass(?:es|ed|ing)? (?:their |his |her |an |the |my )?driving tests?\b/gi, 'driving instructor'],
  [/\b(?:students?|pupils?|learners?|trainees?) pass(?:es|ed|ing)? (?:their |his |her |an |the |my )?(?:exams?|tests?|courses?)\b/gi, 'students academic subjects teaching instruction'],
  // So is seeing someone learn or understand, or the moment it clicks for a learner ("when I see someone learn something
  // new" found nothing: seeing, learning and new are in too many occupation texts to say anything).
  [
    /\b(?:see(?:s|ing)?|saw|watch(?:es|ed|ing)?) (?:someone|somebody|people|others|students?|pupils?|children|kids|a child|learners?|trainees?|them) (?:learn|understand|grasp|master|get the hang of|finally get it|get it)\b|\b(?:the )?(?:penny drops|light ?bulb (?:moments?|goes on|switches on)) (?:for|with|in) (?:a |my |the |their )?(?:students?|pupils?|learners?|trainees?|children|kids|child|someone|people|them)\b/gi,
    'students academic subjects teaching instruction',
  ],
  [/\b(?:fix|solv|squash|track(?:ing)? down|find|debugg?)\w* (?:a |the |that |some )?(?:tricky |nasty |hard |difficult |stubborn )?bugs?\b/gi, 'debugging computer programs'],
  // Spreadsheets are in nearly half the catalogue's tools (a fisherman's too), so alone they found nothing: what people
  // who love them do with them is keep financial records and analyse data.
  [/\b(?:excel )?spreadsheets?\b/gi, 'spreadsheets financial records data analysis'],
  // Numbers that balance are balanced accounts ("balance" met an Audiologist's balance disorders, "numbers" a Parking
  // Attendant's numbered tags).
  [/\b(?:the )?(?:numbers|figures|sums|accounts|books)(?: finally| all)? balanc(?:e|es|ed|ing)\b/gi, 'balancing accounts bookkeeping'],
  // A friend's broken phone or laptop is a support desk's to fix too ("phone" found a Telemarketer's telephone calls).
  [/\b(?:phones?|laptops?|computers?|wi-?fi|tablets?|tech|gadgets?|printers?) (?:break(?:s)?|broke|(?:stops?|stopped) working|go(?:es)? wrong|went wrong|play(?:s)? up|crash(?:es)?)\b/gi, 'repair computer hardware user support troubleshooting'],
  // The office printer is a support desk's to fix (it found the Printer, a press operator).
  [/\b(?:fix|repair|mend|unjam|sort(?:s|ed|ing)? out|set(?:s|ting)? up)\w* (?:the |our |an? |a broken )?(?:office |work )?(?:printers?|photocopiers?|copiers?|scanners?)\b/gi, 'repair computer hardware user support troubleshooting'],
  // Seeing a project through is project management (its "finish" met a Tiler's and a House Painter's), and making
  // complicated things simple explaining them clearly (an Anesthesiologist's complications).
  [/\b(?:see(?:s|ing)?|saw|seen|take(?:s|n)?|taking|took|carr(?:y|ies|ying|ied)) (?:a |the |my |our |each |every )?(?:projects?|jobs?|pieces? of work|tasks?|things) through\b(?: from start to finish)?/gi, 'project management complete projects'],
  [
    /\b(?:mak(?:e|es|ing)|made) (?:complicated|complex|difficult|technical|hard) (?:(?:things|ideas|stuff|topics|subjects|information|problems) )?(?:simple|easy|clear|easier|simpler|clearer)(?: to (?:understand|follow|grasp))?\b/gi,
    'explain complex information clearly technical writers teaching',
  ],
  // Discovering something new is research ("discover" is in few occupation texts; it found a Food Scientist alone).
  [/\bdiscover(?:s|ed|ing)? (?:something|things|anything)(?: (?:new|that )?(?:nobody|no one|no-one) (?:else )?(?:knew|knows|had (?:seen|found))| new)\b|\bmak(?:e|es|ing) (?:a |new )?discover(?:y|ies)\b|\bnew discoveries\b/gi, 'research scientists discoveries experiments'],
  // A rota is a work schedule (it found nothing).
  [/\brotas?\b/gi, 'work schedules'],
  // Getting a business online is web work ("small business" met a Tax Preparer's and a Tutor's small groups), helping
  // one grow consulting and marketing (the Tax Preparer again, and a Mail Carrier's business establishments), a dream
  // home an estate agent's ("home" met care at home), a wedding day an event planner's (a Judge's weddings), a nervous
  // flyer a flight attendant's (a Community Health Worker's flyers), a patient walking again a physiotherapist's.
  [
    /\b(?:(?:an? |the |my |their |our )?(?:small |local )?(?:business(?:es)?|shops?|company|companies) (?:to )?)?(?:get(?:s|ting)?|got|go(?:es|ing)?|went|bring(?:s|ing)?|brought)(?: (?:a |the |my |their |our )?(?:small |local )?(?:business(?:es)?|shops?|company|them|it))? online\b/gi,
    'websites online marketing',
  ],
  [
    /\bhelp(?:s|ed|ing)? (?:small |local |new |other )?(?:business(?:es)?|companies|organi[sz]ations|start-?ups|firms|charities) (?:to )?(?:grow|succeed|expand|improve|thrive|do better|become more efficient)\b/gi,
    'management analysts business consulting marketing strategy',
  ],
  [/\b(?:dream|perfect|first|forever|new) (?:home|house|flat|apartment)s?\b/gi, 'real estate buying selling homes property'],
  [/\b(?:someone['’]s|their|a|the|your|people['’]s|couples['’]?) (?:big |special )?wedding days?\b/gi, 'planning events weddings'],
  [/\b(?:nervous|anxious|first-time|frequent) (?:flyers?|fliers?|passengers?)\b/gi, 'airline passengers flight'],
  [/\b(?:walk|walking|stand|standing|move|moving) again\b/gi, 'physical therapy rehabilitation mobility'],
  // Being one's own boss is running a business (it found nothing).
  [/\b(?:be(?:ing)? )?(?:my|your|their) own boss\b|\bstart(?:s|ed|ing)? (?:my|our|a|their) own business\b/gi, 'business owner manager managing'],
  // Building a computer is assembling hardware (it found nothing).
  [/\b(?:build(?:s|ing)?|built|assembl(?:e|es|ed|ing)) (?:my own |a |my |our |their |gaming )?(?:pcs?|computers?)\b/gi, 'computer user support troubleshooting'],
  [/\bact(?:s|ing)? (?:on (?:a |the )?stage|in (?:plays|films|movies|theatre|theater|tv|television|shows))\b|\bacting (?:career|classes|roles?|jobs?)\b/gi, 'actor performing on stage'],
  // The theatre is stage productions (as "theater" it met an Architect's theaters and a Sound Engineer's first), but not
  // a hospital's operating theatre or its theatre nurses.
  [/\boperating theat(?:re|er)s?\b|\btheat(?:re|er)(?= (?:nurses?|sisters?|practitioners?|departments?|staff|porters?)\b)/gi, 'surgery surgical operating room'],
  [/\btheat(?:re|er)s?\b/gi, 'stage productions plays actors performances'],
  // Running a cafe is a food service manager's work (O*NET's 'Cafe Operator'): "run my own cafe" found nothing, "open my
  // own coffee shop" a Locksmith, who opens locks.
  [
    /\b(?:(?:run(?:s|ning)?|ran) (?:my own |our own |their own |a |an |the |a small )?|(?:own(?:s|ing)?|open(?:s|ed|ing)?|start(?:s|ed|ing)?|set(?:s|ting)? up) (?:my own |our own |their own |an? (?:small |little )?))(?:caf[eé]s?|coffee (?:shops?|houses?)|tea ?rooms?)\b/gi,
    'food and beverages restaurant manager managing',
  ],
  // Running a shop or a team is managing it, and so is opening one's own ("open my own restaurant" met a Locksmith's
  // locks opened and a Parking Attendant's car doors).
  [
    /\b(?:(?:run(?:s|ning)?|ran) (?:my own |our own |their own |a |an |the |a small )?|(?:own(?:s|ing)?|open(?:s|ed|ing)?|start(?:s|ed|ing)?|set(?:s|ting)? up) (?:my own |our own |their own |an? (?:small )?))((?:(?:gift|corner|book|clothes|clothing|flower|pet|charity|online|hair|beauty|nail) )?(?:shops?|stores?|business|restaurant|bar|pub|hotel|salon|team|department))\b/gi,
    '$1 manager managing',
  ],
  // A bakery of one's own is baking, all the same ("start my own bakery" wants a Baker).
  [/\b(?:own(?:s|ing)?|open(?:s|ed|ing)?|start(?:s|ed|ing)?|set(?:s|ting)? up) (?:my own |our own |their own |an? (?:small )?)bakery\b/gi, 'bakery'],
  // "Grow" alone is no skill (a thrive answer's "grow into"); growing food is planting, growing plants gardening (as
  // crops on a farm, plants met an insurance agent's "farm/crop" policies).
  [/\bgrow(?:s|ing)? (?:my own |our own |their own )?(?:vegetables|veg|crops|fruit|food)\b/gi, 'planting crops plants farm greenhouse'],
  [/\bgrow(?:s|ing)? (?:my own |our own |their own )?(?:plants|flowers|trees|shrubs)\b/gi, 'gardening greenhouse shrubs flowers'],
  // A garden centre sells plants ("centre" found an Air Traffic Controller's control center).
  [/\bgarden (?:centres?|centers?)\b/gi, 'retail sales plants gardening'],
  // Designing gardens is landscaping (as "design" it found an Industrial Designer and a Video Game Designer).
  [/\bdesign(?:s|ed|ing)? (?:people['’]s |my |our |their |the )?(?:gardens?|landscapes?|outdoor spaces?|parks?)\b|\bgarden design\b/gi, 'landscaping gardens landscape design'],
  // A nursery is a nursery school, not a plant nursery (it found a Farmer's nurseries), unless plants are named.
  [/(?<!\b(?:plant|garden|tree|horticultural) )\bnurser(?:y|ies)\b(?! (?:plants?|stock|trees?|gardens?|beds?)\b)/gi, 'nursery school childcare preschool children'],
  // So are house and office plants, and watering or looking after them ("plants" met a Nuclear Engineer's plant
  // shutdowns).
  [
    /\b(?:(?:office|house|indoor|potted|pot|garden) plants|(?:water(?:s|ed|ing)?|look(?:s|ed|ing)? after|car(?:e|es|ed|ing) for|tend(?:s|ed|ing)?) (?:the |my |our |some )?plants)\b/gi,
    'gardening greenhouse shrubs flowers',
  ],
  // So are plants loved or named on their own ("I love plants" found a Nuclear Engineer first); not a power, chemical
  // or treatment plant, nor the plant operator's work.
  [
    /(?<=\b(?:love|loves|loved|like|likes|enjoy|enjoys|adore|into|about|with|and|of) )plants\b(?! (?:operat\w*|managers?|shutdowns?)\b)|^\s*plants(?=\s*(?:$|[,;.]|and\b))/gim,
    'gardening greenhouse shrubs flowers',
  ],
  // Building houses is construction work (as houses it met a House Painter and a Property Manager first).
  [/\b(?:build|built|construct)\w* (?:new |people['’]s |our |my own )?(?:houses|homes|extensions)\b/gi, 'construct residential buildings construction laborers carpenters'],
  // To code is to program ("teaching my nephew to code" met education codes and building codes first).
  [/(?<=\b(?:(?:learn\w*|teach\w*|taught|show\w*)(?: [a-z'’]+){0,3}|how|want|love|like|able) )to code\b/gi, 'programming software'],
  // Coaching a sports team is a coach's (a Bus Driver's motor coach came second for a netball team).
  [
    /\bcoach(?:es|ed|ing)? (?:my |our |the |a |an )?(?:[a-z]+['’]s )?(?:(?:under-?\d+s?|junior|youth|kids['’]?|children['’]s|school|local|sunday league|[a-z]*ball|rugby|hockey|cricket|swimming|athletics|tennis|gymnastics|running) )*(?:team|squad|side|club|players|athletes)\b/gi,
    'sports coach coaching athletes',
  ],
  // Health tech is health informatics (it found a Veterinary Technician's tech first).
  [/\b(?:health ?care|health|digital health) ?tech(?:nology)?\b|\bhealthtech\b/gi, 'health informatics clinical data'],
  // Healthcare management is a Health Services Manager's; "healthcare" alone met care aides' "health" and "care".
  [/\bhealth ?care (?:management|administration|manager|administrator)\b/gi, 'health services management'],
  // Selling cars is a car salesperson's work, a retail salesperson's in O*NET (read as vehicles alone, it found a
  // mechanic, a valeter and a parking attendant).
  [
    /\b(?:sell(?:s|ing)?|sold) (?:(?:the most|more|most|lots of|a lot of|plenty of|hundreds of|[\d,]+|new|used|second-hand|the) )*(?:cars|vehicles)\b/gi,
    'car salesperson selling',
  ],
  // Cars and motorbikes are an auto mechanic's "automotive vehicles". Read as "vehicles" on both sides, they met a
  // miner's shuttle cars and a courier's delivery vehicles as much as the mechanic.
  [/\b(?:cars?|motorbikes?|motorcycles?)\b(?: (?:and|or) (?:cars?|motorbikes?|motorcycles?)\b)?(?! sales)/gi, 'automotive vehicles'],
  // Decorating homes is interior design: "homes" alone met home health aides.
  [
    /\b(?:decorat(?:e|es|ed|ing)|furnish(?:es|ed|ing)?|redesign(?:s|ed|ing)?) (?:my |our |their |people's |other people's |the |a )?(?:homes?|houses?|rooms?|flats?|apartments?|interiors?|spaces?)\b/gi,
    'interior design furnishings',
  ],
  // Stocks and shares are "securities"; "stocks" alone met a warehouse's stock and a Stocker.
  [/\b(?:stocks? and (?:shares|bonds|investing|investments?)|the stock ?market|(?:trading|trade|buying and selling|investing in) (?:stocks|shares|equities))\b/gi, 'securities investments'],
  // Clothes are what fashion designers and tailors call apparel and garments; as "clothing" they met a firefighter's
  // protective clothing as much, and a Car Valeter's cloths.
  [/\b(?:clothes|clothing)\b/gi, 'apparel garments'],
  // Running a workshop or a training session is a trainer's "conduct training and development programs" ("running" met
  // programs that run, "workshops" the one instructional coordinator's task that names them; "programs" alone a
  // charity manager's).
  [
    /\b(?:run(?:s|ning)?|ran|lead(?:s|ing)?|led|deliver(?:s|ed|ing)?|facilitat(?:e|es|ed|ing)) (?:a |the |our |my )?(?:workshops?|training(?: sessions?| courses?)?)\b/gi,
    'conduct training development programs',
  ],
  // Building websites and apps is developing them ("building" met building inspectors and janitors); writing code is
  // programming ("code" met building codes and a bookkeeper's entry codes), and so is coding, but not medical coding.
  [/\b(?:build(?:s|ing)?|built|mak(?:e|es|ing)|made) (?:a |my |our |the )?(?:websites?|web ?sites?|web pages?)\b/gi, 'developing web sites'],
  [/\b(?:build(?:s|ing)?|built) (?:a |my |our |the )?(?:apps?|software|programs?)\b|\bwork(?:s|ed|ing)? on (?:a |my |our |the )?(?:apps?|software)\b/gi, 'developing software applications'],
  [/\b(?:writ(?:e|es|ing)|wrote) (?:the )?(?:code|programs|software)\b|(?<!(?:medical|clinical|billing) )\bcoding\b/gi, 'programming software'],
  // Fixing computers is technical support ("fixing" alone found mechanics), whosever they are ("fixing my friends'
  // computers" found an Auto Mechanic first).
  [/\b(?:fix(?:es|ed|ing)?|repair(?:s|ed|ing)?) (?:(?:my|the|our|their|his|her|people['’]s|[a-z]+s['’]|[a-z]+['’]s) )*(?:(?:old|broken|slow|family|home) )?(?:computers?|laptops?|pcs?|it problems)\b/gi, 'computer user support troubleshooting'],
  // Managing money is financial management (it found bank tellers and cashiers, who handle cash).
  [/\b(?:manag(?:e|es|ed|ing)|look(?:s|ed|ing)? after|plan(?:s|ned|ning)?) (?:other people's |people's |the |our |my (?:own )?)?(?:money|finances)\b|\bmoney management\b/gi, 'financial management budgets investments'],
  // Keeping people safe is public safety and security (as "keeping" and "safe" it found restaurant and production
  // work).
  [/\b(?:keep(?:s|ing)?|kept) (?:people|others|the public|everyone|communities) safe\b(?! online\b)|\bprotect(?:s|ed|ing)? (?:people|others|the public|communities|lives)\b(?! (?:safe )?online\b| from (?:hackers|cyber ?attacks|scams))/gi, 'public safety security patrol emergency'],
  // Making furniture is woodwork: a carpenter's (it found furniture salespeople and housekeepers).
  [/\b(?:mak(?:e|es|ing)|made|build(?:s|ing)?|built) (?:furniture|cabinets|things (?:out )?of wood)\b|\bwoodwork(?:ing)?\b/gi, 'carpentry wood cabinets'],
  // Helping people speak is speech therapy ("speak" met no speech-language pathologist).
  [/\bhelp(?:s|ed|ing)? (?:people|children|kids|adults|others|patients) (?:to )?(?:speak|talk|communicate)\b/gi, 'speech language therapy communication'],
  // The pharmaceutical industry is drug development, trials and selling medicines (as "pharmaceutical" it found a Pharmacy
  // Assistant's supplies and a Pharmacist, the clinical work a writer who says "industry" leaves).
  [/\b(?:the )?pharma(?:ceutical)?s? (?:industry|companies|company|sector|firms?|world)\b|\bbig pharma\b/gi, 'drug development clinical trials medical sales medical scientists'],
  // Tech as a field is information technology ("tech" alone met only a vet's and a pharmacy's techs); IT is
  // recommendations.ts's, as occupation names say it too.
  [/(?:^\s*|\b(?:in|into|to|for) )tech\b(?! support)|\btech (?:industry|sector|company|companies|jobs?|roles?|world|startups?|career)\b/gi, ' information technology'],
  // Customer service as a kind of work is a customer service representative's; its two words alone are in nearly every
  // occupation's texts, so they found nothing.
  [/\bcustomer (?:service|support|care)\b(?! representative)/gi, 'customer service representative'],
  // Helping customers with their problems or questions is customer service too ("customers" and "phone" met a debt
  // collector's calls to customers first).
  [
    /\bhelp(?:s|ed|ing)? (?:customers|callers|clients) (?:to )?(?:solve|fix|with|sort out|resolve)(?: (?:their|any|all their|the))? (?:problems|issues|questions|queries|complaints)\b|\banswer(?:s|ed|ing)? (?:customers'?|callers'?|clients'?) (?:questions|queries)\b/gi,
    'customers resolve complaints',
  ],
  // Helping people (not customers) through their own problems is counselling (it found a Probation Officer's talks
  // with offenders' families and a Sociologist); taking things apart to see how they work is a mechanic's
  // disassembling (a Practical Nurse's patients, who are observed, and a Concierge's).
  [
    /\bhelp(?:s|ed|ing)? (?:people|others|someone|individuals|friends) (?:to )?(?:solve|with|sort out|work through|overcome|deal with|cope with|through)(?: (?:their|his|her))?(?: own| personal| life)? (?:problems|difficulties|struggles|troubles|worries)\b/gi,
    'counseling counselors clients personal problems',
  ],
  [/\b(?:tak(?:e|es|en|ing)|took) (things|stuff|machines|engines|gadgets|electronics|clocks|radios|bikes|it|them) apart\b/gi, '$1 disassemble repair mechanics'],
  // Working with computers is information technology, talking to customers customer service, addiction O*NET's
  // "substance abuse": as said, each found nothing ("computers" and "customers" are in nearly every occupation's texts).
  [/\b(?:work(?:s|ed|ing)?|a job) (?:with|on) computers\b/gi, 'computer systems information technology'],
  [/\b(?:talk(?:s|ed|ing)?|speak(?:s|ing)?|spoke|deal(?:s|t|ing)?) (?:to|with) (?:customers|clients|callers|the public)\b/gi, 'customer service representative'],
  [/\baddict(?:ion|ions|s|ed)?\b|\bdrugs? and alcohol\b|\balcohol and drugs?\b/gi, 'substance abuse addictions counseling'],
  // Hospitality is hotels and restaurants; the word is in no occupation text.
  [/\bhospitality\b/gi, 'hotel lodging guests restaurant dining'],
  // Sorting problems out is resolving them ("sort" met a courier's sorting of parcels); calming upset customers is
  // resolving their complaints.
  [/\bsort(?:s|ed|ing)? out\b/gi, 'resolving'],
  [
    /\b(?:calm(?:s|ed|ing)?(?: down)?|deal(?:s|t|ing)? with|handl(?:e|es|ed|ing)) (?:upset|angry|unhappy|difficult|irate|frustrated) (?:people|customers|callers|clients|guests)\b/gi,
    'resolve customer complaints',
  ],
  // Calming people who are frightened or distressed, and not upset customers, is care in a crisis ("calming people
  // down" met a Sociologist's social groups and a Probation Officer's offenders).
  [
    /\b(?:calm(?:s|ed|ing)?|reassur(?:e|es|ed|ing)|sooth(?:e|es|ed|ing)|settl(?:e|es|ed|ing)) (?:people|patients|children|kids|others|someone|anyone|them|frightened \w+|scared \w+|anxious \w+|distressed \w+)(?: down)?\b/gi,
    'crisis counseling emotional support reassure patients',
  ],
  // Figuring out how things work is taking them apart to mend them ("figuring" met a Bookkeeper's figures); figuring
  // anything else out is solving it.
  [/\bfigur(?:e|es|ed|ing) out how (?:things|stuff|it|they|machines|engines|gadgets|devices) works?\b/gi, 'mechanical troubleshooting repair'],
  [/\bfigur(?:e|es|ed|ing) (?:\w+ )?out\b/gi, 'solve'],
  // A salon is a hairdresser's (the word is in no occupation text; "a small salon" met a tax preparer's small
  // businesses).
  [/\b(?:hair |beauty )?salons?\b/gi, 'hairdresser hairstylist cosmetologist'],
  // Public speaking is lecturing and giving speeches ("speaking" is a skill of nearly every occupation: it found nothing).
  [
    /\bpublic speaking\b|\bspeaking (?:in public|to (?:audiences|crowds|groups))\b|\b(?:giv(?:e|es|ing)|gave|deliver(?:s|ed|ing)?) (?:talks|speeches|presentations|lectures)\b/gi,
    'lectures presentations sermons',
  ],
  // Creative writing is an author's, articles and blogs a content writer's ("writing" alone is in nearly every
  // occupation's tasks: reports).
  [
    /\bcreative writing\b|\b(?:writ(?:e|es|ing)|wrote) (?:short )?(?:stories|books|novels|fiction|scripts|screenplays|plays|songs|lyrics)\b/gi,
    'creative writers authors fiction prose poetry novels',
  ],
  [/\b(?:writ(?:e|es|ing)|wrote) (?:articles|blogs?|blog posts|copy|content)\b/gi, 'content writers copywriters'],
  // Writing said on its own is a writer's work (it found nothing); writing something named is read for that something.
  [/\bwrit(?:e|es|ing)(?=\s*(?:$|[.,;!?]|and\b|but\b|or\b))/gi, 'writers authors writing'],
  // Languages are an interpreter's and a translator's (the word alone found nothing); a programming language is code.
  [/(?<!programming |computer |coding |sign )\b(?:foreign )?languages\b|\bforeign language\b/gi, 'languages interpreting translating'],
  // Maths is mathematics and statistics ("maths" found the primary teachers who teach it, a croupier and a tiler).
  [/\bmath(?:s|ematics)?\b(?! (?:teacher|teaching|lessons?|classes|tutor(?:ing)?))/gi, 'mathematical statistical analysis'],
  // Making things with code is developing software ("building things with code" found a Furniture Maker first, and
  // "building something with code" a Building Code Administrator).
  [
    /\b(?:mak(?:e|es|ing)|made|build(?:s|ing)?|built|creat(?:e|es|ed|ing)) (?:things|stuff|tools|something|anything|apps?|websites?) (?:new )?(?:with|in|using|out of) (?:code|software|python|javascript|programming|computers)\b/gi,
    'developing software applications programming',
  ],
  // Making or building things is making products by hand ("things" is no word, "building" met building inspectors).
  // Not making things look, feel or work some way, which is no making ("making things look beautiful" found a Furniture
  // Maker and a Metal Fabricator).
  [
    /\b(?:mak(?:e|es|ing)|made|build(?:s|ing)?|built|creat(?:e|es|ed|ing)) things\b(?! (?:look|feel|sound|work|happen|run|go|better|easier|simpler|right)\b)(?: (?:with my hands|by hand))?/gi,
    'fabricate assemble construct products',
  ],
  // Working with one's hands, said on its own, is a trade's work ("hands" found an Oil Rig Worker's hand tools first,
  // then a Warehouse Worker). Said beside other work ("fixing engines and working with my hands") it is that work's;
  // outdoors, it is the grounds and building sites' (an Oil Rig Worker and a Warehouse Worker again).
  [
    /^\s*(?:(?:i|i['’]d|i would|i really) (?:like|love|enjoy|want|prefer)(?: to)? )?(?:work(?:s|ed|ing)?|do(?:ing)? (?:something|a job|work)|us(?:e|es|ed|ing)) (?:with )?my hands\b(?=\s*$)|^\s*(?:(?:i['’]m|i am|being|really|very) )*(?:good|handy|skilled|great|clever|practical) with (?:my )?hands\b(?=\s*$)/gim,
    'carpentry electrical plumbing repair hand tools',
  ],
  // Physical strength and stamina are for physical labor (as "physical" and "strengths" they found a Physical
  // Therapist and an Athlete's assessment of strengths).
  [/\bphysical(?:ly)? (?:strength|stamina|fitness|strong|fit)\b|\bstrength and stamina\b|\bstamina\b/gi, 'physical labor manual'],
  // Engines, loved or worked on, are a mechanic's (as "engines" they found an SEO Specialist's search engines and an Oil
  // Rig Worker's steam engines). Not search, game or fire engines.
  [/(?<!\b(?:search|game|fire|steam|rendering|physics) )\bengines\b(?! optimi[sz]ation)/gi, 'engines motor vehicles mechanics repair'],
  // Patience with difficult people is with difficult customers: complaints resolved (an HR Manager's "difficult staffing
  // duties" came first).
  [/\bdifficult (?:people|customers|clients|callers|members of the public|guests)\b/gi, 'customers resolve complaints'],
  [
    /\b(?:work(?:s|ed|ing)?|do(?:ing)? (?:something|a job|work)|us(?:e|es|ed|ing)) (?:with )?my hands (?:outdoors|outside|in the open air)\b/gi,
    'landscaping grounds maintenance construction hand tools outdoors',
  ],
  // Making a difference is helping people (the words are in no occupation text; "I made a difference" met a
  // Sonographer's and a Union Representative's differences), as is helping people feel better (a Sociologist and a
  // Probation Officer).
  [/\b(?:mak(?:e|es|ing)|made) a (?:real |positive |big )?difference\b/gi, 'social services assistance counseling'],
  [/\bhelp(?:s|ed|ing)? (?:people|others|someone|patients|them) (?:to )?feel (?:better|good|happier|less alone|cared for)\b/gi, 'nursing care counseling wellbeing'],
  // Making people laugh is comedy, an actor's and a comedian's (as "people" it found a sociologist).
  [/\bmak(?:e|es|ing) (?:people|others|an audience|audiences|the audience|them) laugh\b|\b(?:stand-?up )?comedy\b/gi, 'comedian performing entertain audiences'],
  // Listening to people is counselling (as "people" it found a sociologist and a makeup artist).
  [/\blisten(?:s|ed|ing)? to (?:people|others|clients)(?=\s*(?:$|[.,;!?]|and\b|but\b))/gi, 'counseling clients listening'],
  // Empathy and compassion, named as strengths, are what counselling and care rely on (they found nothing).
  [/\bempath(?:y|etic)\b|\bcompassion(?:ate)?\b/gi, 'counseling social services emotional support'],
  // So is being a good listener, or good at listening, or one's listening skills (they found nothing).
  [/\b(?:an? )?(?:good|great|active|patient|attentive|empathetic|excellent) listen(?:er|ing)\b|\blistening skills\b|\b(?:good|great|brilliant|skilled) at listening\b|^\s*listening\s*$/gim, 'counseling clients listening'],
  // Explaining technology in plain words is technical writing and support ("explaining" met a Sonographer and a
  // Radiographer who explain procedures to patients).
  [
    /\bexplain(?:s|ed|ing)? (?:tech|technology|technical (?:things|stuff|ideas|concepts|information|subjects|topics|issues)|complex (?:things|ideas|topics|systems)|computers|it|software)(?: (?:stuff|things))? (?:in plain (?:english|language|words)|simply|in simple (?:terms|words|language)|to non-?technical (?:people|users|colleagues|audiences))\b/gi,
    'technical writers explain technical information users support',
  ],
  // Writing clearly is writing (it found nothing: "clearly" was read as a word of its own).
  [/\bwrit(?:e|es|ing) (?:clearly|well|concisely|persuasively)\b|\b(?:clear|good|strong) writing\b|\bwritten communication\b/gi, 'writers authors writing'],
  // Hands-on tasks are a trade's, as working with one's hands is (an Oil Rig Worker's hand tools came first; "hands-on
  // practical tasks" an Astronomer); so is being practical or hands-on, said as a quality ("practical" found an
  // Astronomer's practical problems, "a practical person" a Licensed Practical Nurse). Not hands-on work with people,
  // nor in a field named: that is their work ("with kids" a child's; "a hands-on role in nursing" found no nurse).
  [
    /\b(?:practical,? )?hands[- ]on(?:,? (?:and )?practical)? (?:tasks|work|jobs?|roles?|stuff|things|projects)\b(?! (?:with|in|within|as) )|\bpractical (?:skills|tasks|work|jobs?|roles?|stuff|things|projects)\b(?! (?:with|in|within|as) )|^\s*(?:being )?hands[- ]on\s*$|(?:(?<=^\s*)|(?<=[,;]\s*)|(?<=\b(?:and|i['’]m|i am|am|be|being|very|really|so|naturally|quite|pretty|more|extremely) ))(?:practical|hands-on)(?=\s*(?:$|[,;.!?&]|and\b|but\b))|\b(?:a|an) (?:very |really )?(?:practical|hands-on) (?:person|learner|worker|type)\b/gim,
    'carpentry electrical plumbing repair hand tools',
  ],
  // A trade, to learn or to work in, is the same skilled work ("learn a trade" found a Production Supervisor's trade
  // shows and an Industrial Designer); trading stocks is read above.
  [/\b(?:learn(?:s|ed|ing|t)?|get(?:ting)? into|go(?:ing)? into|train(?:ing)? (?:in|for)|pick(?:ing)? up|work(?:s|ed|ing)? in) (?:a |the )?(?:skilled )?trades?\b|\bskilled trades?\b|\btrades(?:wo)?(?:man|men|person|people)\b|\b(?:an? )?apprenticeships?\b/gi, 'carpentry electrical plumbing hand tools'],
  // Physical work is manual labour ("physical" found a physicist and a physician assistant).
  [/\bphysical (?:work|jobs?|labou?r|activity)\b|\bphysically (?:active|demanding) (?:work|jobs?)\b/gi, 'manual lifting heavy loads'],
  // The sea and ships are vessels (as "ship" they found shipping clerks and warehouses), trains railroads ("trains"
  // found a corporate trainer first), space astronomy ("space" found an interior designer's spaces).
  [/\b(?:the|at|by the|on the) (?:sea|ocean)\b|\b(?:on|at|aboard) (?:a |the )?(?:ships?|boats?)\b|\bboats\b|\bsailing\b/gi, 'vessels sailors marine'],
  [/\brail(?:ways?|roads?)\b|\btrains(?=\s*(?:$|[.,;!?]|and\b|or\b|but\b))/gi, 'railroad locomotive trains'],
  [/\bouter space\b|\bspace (?:exploration|travel|science|industry|flight)\b|^\s*space(?=\s*(?:$|[.,;!?]|and\b))/gim, 'astronomy astronomical aerospace'],
  // Drawing and painting pictures are an illustrator's and a designer's sketches, not a house painter's walls.
  [/\b(?:drawing|sketching)(?! (?:up|on|from|out|in|board|attention|conclusions)\b)(?: and painting)?\b|\bpainting (?:pictures|portraits|landscapes|canvases)\b/gi, 'illustrators illustrations'],
  // Books and reading are literature and libraries ("books" found a travel agent's bookings, "recommending books" an
  // Accountant's account books).
  [
    /\bbooks and reading\b|\b(?:read|recommend|lov|talk\w* about|shelv|lend)\w*(?: (?:and|or) (?:read|recommend|talk\w* about|lend)\w*)? (?:a |good |great |lots of |many |new |the )*(?:books?|novels?)\b|^\s*(?:books|reading)(?=\s*(?:$|[.,;!?]|and\b))/gim,
    'literature libraries librarians reading',
  ],
  // Mental health is psychological care and counselling ("health" found a health services manager and an animal
  // caretaker, "therapy" an Occupational Therapist first). A role named with it stays that role's.
  [/\bmental (?:health|illness|wellbeing|well-being)\b(?! (?:nurses?|nursing|support workers?|social workers?|first aid(?:ers?)?)\b)/gi, 'mental health counselors psychological psychiatric counseling'],
  // Grief and bereavement are a funeral director's and a counsellor's work (they found a Sociologist and a Probation
  // Officer, for "people").
  [/\b(?:grieving|bereaved|bereavement|grief)\b/gi, 'funeral bereavement grief counseling'],
  // Disability support is care for people with disabilities ("disability" found an actuary's disability insurance).
  [/\bdisabilit(?:y|ies)(?: support| care)?\b|\bdisabled (?:people|adults|children)\b|\bspecial (?:educational )?needs\b/gi, 'disabilities special needs care'],
  // YouTube, vlogs and TikTok are video content (as a name, nothing; "videos" alone found a Video Game Designer first).
  [/\b(?:youtube|tiktok)(?:rs?)?\b|\bvlog(?:s|ging|gers?)?\b/gi, 'video editing digital content'],
  // Gaming is video games, not a casino's gaming tables (it found a croupier).
  [/\b(?:video |computer |pc |online )?gaming\b(?! (?:tables?|floor|casino|establishments?))|\bgamers?\b/gi, 'video games'],
  // Architecture, unless of software or systems, is an architect's building design ("architecture" found a database
  // architect's data architecture).
  [/(?<!(?:software|solutions?|data|cloud|systems?|network|enterprise|information|it|technical|computer) )\barchitecture\b/gi, 'architects buildings design'],
  // So is a hospital ward (as "ward" it met a Medical Secretary's ward clerks, ahead of any nurse), and a newsroom is
  // journalism (it found nothing).
  [/\b(?:on|in|at|onto) (?:a |the )?(?:busy |hospital |surgical |medical |children['’]s |general )*wards?\b|\b(?:a |the )?(?:busy )?hospital wards?\b/gi, 'hospital patients medical nursing'],
  [/\bnews ?rooms?\b/gi, 'news reporters journalists'],
  // A hospital is its patients' care ("hospital" alone found a porter, and a school cook who cooks for hospitals); a
  // hospital's kitchen or shop is read for the kitchen or the shop.
  [
    /(?:\b(?:in|at|for|like) (?:a |the )?(?:busy |big |large |local |children's )?|^\s*(?:a |the )?(?:busy |big )?)hospitals?\b(?! (?:kitchens?|canteens?|laundry|caf[eé]s?|shops?|pharmac(?:y|ies)|porters?|cleaners?|cleaning))/gim,
    'hospital patients medical nursing',
  ],
  // Organising things (or just organising), being organised and juggling tasks are administrative coordination (as
  // "things" nothing; "organising" found a video editor).
  [/\borgani[sz](?:e|es|ed|ing) (?:things|stuff|everything)\b|\borgani[sz]ing\b(?=\s*(?:$|[,;.!?]|(?:and|but|so)\b))|\b(?:be(?:ing)?|i['’]?m|i am|am) (?:very |really |well |super |quite |so |highly )?organi[sz]ed\b|\bjuggl(?:e|es|ed|ing) (?:lots of |many |multiple |several |different |a lot of )?(?:tasks|things|projects|priorities|deadlines)\b|\bkeep(?:s|ing)? things (?:organi[sz]ed|in order)\b|(?:^|[,;])\s*(?:(?:good|great|strong|excellent) )?organi[sz](?:ation(?:al)?(?: skills)?|ed)(?=\s*(?:$|[,;.!?]|and\b))/gim, 'coordinate schedules records administrative'],
  // Organising people is supervising and coordinating their work (it found the Clergy's organised services).
  [/\borgani[sz](?:e|es|ed|ing) (?:people|teams?|staff|the team|others|everyone|colleagues)\b(?!['’])/gi, 'coordinate supervise staff activities'],
  // Politics and public policy are policy analysis and government ("policy" alone met insurance policies first).
  // Policy named as a field is too ("move into policy" and "policy work" met an Insurance Agent's policies first).
  [
    /\bpolitics(?: and (?:public )?policy)?\b|\b(?:public|social|government|economic|health|education|environmental|climate|foreign|energy|housing|transport) policy\b|\bpolicy ?making\b|\bpolicy ?makers?\b|(?<=\b(?:in|into|to) )policy\b(?! (?:holders?|numbers?|documents?|premiums?|renewals?))|\bpolicy (?:work|roles?|jobs?|careers?|teams?|development|research|officers?|advisers?|advisors?)\b/gi,
    'political public policy government legislation',
  ],
  // The NHS is the UK's health service: hospitals and patient care ("NHS" is in no occupation text, so "a job in the NHS"
  // found nothing). Finance and banking as a sector are financial analysis and investment ("work in finance" found an
  // Economics and Accounting skill and a Business Lecturer's courses).
  [/\b(?:the )?nhs\b/gi, 'health care hospital patients'],
  // The public sector and the civil service are government work ("public sector" found an Air Traffic Controller's
  // public airports first).
  [/\bthe public sector\b|\bpublic sector (?:jobs?|work|roles?|careers?)\b|\b(?:the )?civil service\b|\bcivil servants?\b|\blocal (?:government|council|authority)\b|\b(?:a|the) council\b(?= (?:jobs?|work|roles?)\b)/gi, 'government public administration policy'],
  [/\b(?:in|into) (?:the )?(?:finance|banking|financial services)(?: (?:sector|industry|world))?\b|\bthe (?:finance|banking) (?:sector|industry|world)\b/gi, 'financial analysis investments'],
  // Charities are a community service manager's work (the word is in no occupation text but a role name); so is a
  // food bank (as "food" and "bank" it found a dietitian and a financial manager).
  [/\bcharit(?:y|ies)\b|\bnon-?profits?\b|\bthe third sector\b|\bfood ?banks?\b/gi, 'charity community outreach volunteers'],
  // So is giving back (it found a Parking Attendant who gives customers back their keys).
  [/\bgiv(?:e|es|ing) (?:something )?back(?: to (?:the |my |our )?(?:community|communities|society|others|people))?\b/gi, 'charity community outreach volunteers'],
  // Young people and youth work are a social worker's and a youth worker's ("young" and "people" alone found a
  // sociologist and a makeup artist); teaching them is a secondary school's.
  [/\bteach(?:es|ing)? (?:teenagers|teens|adolescents|young people)\b/gi, 'teaching secondary school students'],
  [/\byouth work\b|\byoung people\b|\bteenagers\b|\bteens\b|\badolescents\b/gi, 'youth adolescents social services'],
  // Helping people learn is teaching ("learn" alone met every occupation's "learning" and none of the teachers).
  [/\bhelp(?:s|ed|ing)? (?:people|others|students|children|kids|adults|someone) (?:to )?(?:learn|understand)\b/gi, 'teaching students learning'],
  // So is a learner who understands at last ("understand" met a career counselor's "help them understand" and a
  // choreographer's "technical understanding").
  [
    /\b(?:pupils?|students?|learners?|children|kids|(?:a |the |my )?class) (?:who |that )?(?:finally |suddenly |really )?(?:understands?|gets? it|learns?)\b/gi,
    'teaching students learning',
  ],
  // Working with people, said on its own, is work with the public: serving customers, helping clients (as "people" it
  // found a sociologist, a makeup artist and, "around" people, a forklift operator). So is talking to anyone, or
  // getting on with everyone (an Animal Trainer, who talks to animals), and people contact (a Front Desk Clerk's
  // contact with housekeeping).
  [
    /\b(?:people|customer|public|client) contact\b|\b(?:lots of |plenty of |daily )?contact with (?:people|the public|customers|clients)\b|\b(?:talk|chat|speak)(?:s|ed|ing)? to (?:anyone|anybody|everyone|everybody)\b|\bget(?:s|ting)? on with (?:anyone|anybody|everyone|everybody)\b|\b(?:work(?:s|ed|ing)?|deal(?:s|t|ing)?) with (?:people|the public)(?=\s*(?:$|[.,;!?]|and\b|but\b))|\b(?:talk(?:s|ed|ing)?|speak(?:s|ing)?) (?:to|with) people(?=\s*(?:$|[.,;!?]|and\b|but\b))|\bmeet(?:s|ing)? (?:new )?people\b|\bbe(?:ing)? around people\b/gi,
    'customer service representatives social services',
  ],
  // Helping people, said on its own, is social service work (as "people" it found a sociologist and a makeup artist);
  // so is helping the homeless, refugees or anyone in need (words no occupation text uses). Helping them with
  // something named ("helping people with their computers") is read for that something.
  [
    /\bhelp(?:s|ed|ing)? (?:people|others)(?: (?:in need|who need it|less fortunate))?(?=\s*(?:$|[.,;!?]|and\b|but\b))/gi,
    'social services assistance counseling',
  ],
  // So are victims and survivors of crime or abuse (a Detective's "check victims for signs of life" came first).
  [/\bhomeless(?:ness)?\b|\brefugees?(?: (?:to )?settle(?: in)?)?\b|\basylum seekers?\b|\bvulnerable (?:people|adults|children)\b|\bpeople in need\b|\b(?:victims|survivors) of (?:crime|abuse|domestic (?:abuse|violence)|violence|trafficking|trauma)\b/gi, 'social services social work assistance counseling'],
  // Work outdoors is on grounds, farms and fields ("outdoors" is in no occupation text, "outside" met an outside
  // counselling service).
  [
    /\b(?:work(?:s|ed|ing)?|be(?:ing)?|spend(?:ing)? time|time) (?:outdoors|outside|in the open air|in the fresh air|in nature)\b|\bthe (?:great )?outdoors\b|^\s*(?:outdoors|outside(?! of)|nature|fresh air)\b|\b(?:i['’]m|i am) (?:outdoors|outside(?! of)|out in nature)\b|\b(?:outdoors|outside) in nature\b/gim,
    'grounds landscaping farmers ranchers agricultural',
  ],
  // Out on site is a building site ("site" alone found a Web Developer's web sites and an SEO Specialist's time on site),
  // and so is a different site every day.
  [/\b(?:out )?on[- ]site\b|\bon (?:building|construction) sites?\b|\b(?:a )?(?:different|new|another) sites? (?:every|each) (?:day|week)\b|\b(?:different|various|multiple) sites\b/gi, 'construction sites'],
  // Being creative is artistic, original work ("create" is in nearly every occupation's tasks).
  [/\b(?:be(?:ing)?|i['’]?m|i am|am) (?:very |really |quite |so )?creative\b|\bcreativity\b|\bcreative (?:work|jobs?|things|projects|side)\b/gi, 'artistic designs'],
  // Caring for the environment is environmental science and sustainability ("environment" met interior designers'
  // and every work environment, "climate" a museum's climate control).
  [
    /\b(?:help(?:s|ed|ing)?|protect(?:s|ed|ing)?|sav(?:e|es|ed|ing)|car(?:e|es|ed|ing) for|improv(?:e|es|ed|ing)) (?:the|our) (?:environment|planet)\b|\bclimate (?:change|crisis|action)\b|\bgreen (?:energy|jobs?)\b|\brenewables?\b|\brenewable energy\b|\bsustainab(?:le|ility)\b/gi,
    'environmental sustainability conservation pollution',
  ],
  // Protecting wildlife is its conservation ("protect" met a Police Officer's protection of life and property).
  [
    /\b(?:protect|sav|conserv|car(?:e|es|ed|ing) for|look(?:s|ed|ing)? after|help)\w* (?:the |our |local |native |wild |endangered )*(?:wildlife|wild animals|endangered (?:species|animals)|habitats?|nature)\b/gi,
    'wildlife conservation habitat',
  ],
  // A diary kept for someone is their calendar: a PA's schedules and appointments (it found a Historian's diaries), as
  // is "the diary" or a boss's.
  [/\b(?:manag|organi[sz]|keep|run|book)\w* (?:(?:someone's|people's|the|a|my|their|his|her|an executive's|executives'|the boss's|a busy|busy) )*diar(?:y|ies)\b|\b(?:the|someone['’]s|the boss['’]s|my boss['’]s|an executive['’]s|executives['’]) diar(?:y|ies)\b/gi, 'maintain executives schedules calendars'],
  // Travelling oneself is work on the move: a tour guide's, a flight attendant's (as "travel" it found a Travel Agent,
  // who plans other people's, and a Baggage Handler).
  [/\b(?:love|loves|like|likes|enjoy|enjoys|want|wants|wanting|hope|hoping) (?:to )?travel(?:l?ing)?(?: (?:the world|the globe|abroad|more|overseas))?\b|\bsee(?:ing)? the world\b|\btravel(?:l?ing)? for (?:work|my job|a living)\b|\b(?:job|role|work) (?:where|that lets|that let) (?:I|me) travel\b/gi, 'tour guides flight attendants'],
  // Holidays are a travel agent's travel itineraries (planning them found a probation officer's and a sociologist's
  // "people"); an animal rescue is a shelter, not a firefighter's rescue.
  [/\b(?:plan|book|organi[sz]|arrang|sell)\w* (?:(?:my|our|their|people['’]s|[a-z]+s['’]|[a-z]+['’]s) )*(?:(?:dream|family|package|luxury|group) )?(?:holidays?|vacations?)\b/gi, 'planning travel itineraries'],
  [/\banimal rescues?\b|\b(?:animal |dog |cat )?rescue (?:cent(?:re|er)s?|shelters?)\b|\b(?:animal|dog|cat)s? shelters?\b/gi, 'animal shelters kennels'],
  // Looking after someone is caring for them ("looking" met a sailor's lookout); parties and weddings are events.
  [/\blook(?:s|ed|ing)? after\b/gi, 'caring for'],
  // So are a party planned, thrown or held, and a list of them: "I threw a surprise party", "weddings and parties" and
  // "events and parties" left "party" to meet an Artist's "interested parties".
  [
    /\b(?:plan(?:s|ned|ning)?|organi[sz](?:e|es|ed|ing)|throw(?:s|ing)?|threw|host(?:s|ed|ing)?|run(?:s|ning)?|ran|hold(?:s|ing)?|held) (?:the |our |a |an )?(?:school |village |summer |christmas |birthday |dinner |surprise |kids['’]? |children['’]s |office |work |staff |team |company |leaving )?(?:part(?:y|ies)|weddings?|celebrations?|f[eê]tes?|festivals?)\b(?:,? (?:and|or) (?:parties|weddings|celebrations|birthdays|events)\b)*/gi,
    'planning events',
  ],
  [/\bevents?,? (?:and|or) part(?:y|ies)\b/gi, 'events'],
  // Organising events is an event planner's arrangements for meetings and conventions ("events" met a Referee's and a
  // Sports Coach's sporting events).
  [
    /\b(?:plan|organi[sz]|run|ran|host|coordinat|arrang)\w* (?:the |our |a |an |my |local |company |corporate |work |office |community |charity |fundraising |social |big |large |small )*(?:events?|conferences?)\b(?! (?:for|in|at) (?:sports?|athletics|football|running|cycling))/gi,
    'event planners meetings conventions arrangements',
  ],
  // Coaching or mentoring colleagues, or helping one learn, is training and developing staff (as "junior colleagues" it
  // found an Astronomer, who mentors them, first).
  [
    /\b(?:(?:coach|mentor|train|develop|upskill|onboard)(?:s|ed|ing)?|teach(?:es|ing)?|taught|show(?:s|ed|ing)?) (?:(?:my|our|the|new|junior|younger|less experienced|other) )*(?:colleagues|co-?workers|staff|employees|team members|starters|hires|recruits|joiners|juniors|graduates|apprentices|interns|trainees|developers|engineers|designers|analysts)\b|\bonboarding\b|\bhelp(?:s|ed|ing)? (?:a |an |my |our |the )?(?:new |junior |younger )?(?:colleagues?|co-?workers?|team ?mates?|team members?|juniors?|apprentices?|new starters?) (?:to )?(?:learn|understand|get to grips with|get up to speed|pick up)\b|\b(?:giv(?:e|es|ing)|gave) (?:(?:constructive|honest|useful|regular|good) )?feedback (?:to )?(?:my |our |the )?(?:team|staff|colleagues|people|juniors|reports|direct reports)\b/gi,
    'training employees staff development',
  ],
  // So is watching a team grow ("team" and "grow" found nothing).
  [/\b(?:watch|see|help)\w* (?:my |our |the |a )?(?:team|staff|people|colleagues|juniors|team members|reports) (?:grow|develop|progress|improve|flourish|thrive)\b/gi, 'training employees staff development'],
  // Teaching adults is instruction and training courses (as "adults" it found a Psychiatrist first).
  [/\bteach(?:es|ing)? (?:other )?adults\b/gi, 'teaching adults instruction training courses'],
  // Making people feel welcome is greeting guests (it found a Croupier, who welcomes players to the table).
  [/\b(?:mak(?:e|es|ing)|made) (?:people|guests|customers|visitors|others|everyone) feel (?:welcome|welcomed|at home|comfortable)\b/gi, 'greeting guests hotel restaurant'],
  // Bargains are cheap buys, not collective bargaining (a Union Representative); selling online is retail selling.
  [/\b(?:find(?:s|ing)?|found|hunt(?:s|ing)? (?:for|down)|spot(?:s|ting)?) bargains\b|\bbargain hunting\b/gi, 'buying purchasing merchandise'],
  [/\bsell(?:s|ing)? (?:things |stuff |items |clothes |products )?(?:on|through) (?:ebay|etsy|amazon|vinted|depop|facebook marketplace|the internet|online)\b/gi, 'selling merchandise online retail'],
  // Helping others train is coaching their fitness ("train" met the Train Driver); marathons are races.
  [/\bhelp(?:s|ed|ing)? (?:others|people|them|friends|clients) (?:to )?train\b/gi, 'fitness training coaching'],
  [/\b(?:half[- ])?marathons?\b|\b(?:5|10)k runs?\b|\bultramarathons?\b/gi, 'athletes fitness races'],
  // Causes someone believes in are advocacy (as "causes" they found a Coroner, who determines causes of death).
  [/\b(?:good |worthy |charitable |social )causes?\b|\bcauses? (?:i|we) (?:believe in|care about|support)\b|\bcauses? (?:close to my heart|that matter)\b/gi, 'advocacy community charity'],
  // A trading floor is securities trading (as "floor" it met a Carpet Fitter and a Visual Merchandiser).
  [/\btrading floors?\b/gi, 'securities trading'],
  // Stock kept track of is inventory (as "stock" it found a Cook's soup stocks first).
  [/\b(?:keep(?:s|ing)? track of|manag(?:e|es|ed|ing)|count(?:s|ed|ing)?|check(?:s|ed|ing)?|order(?:s|ed|ing)?|rotat(?:e|es|ed|ing)) (?:the )?stock\b(?! (?:portfolios?|markets?|options|prices|trading))|\bstock (?:levels|control|checks?|takes?)\b|\bstocktak(?:e|es|ing)\b/gi, 'inventory stock control'],
  // Presenting to leaders is presenting results to management (it found a Charity Manager's and an Actuary's leaders).
  [/\bpresent(?:s|ed|ing)? (?:to|in front of) (?:the )?(?:senior )?(?:leaders|leadership|executives|the board|boards|management|stakeholders)\b/gi, 'presentations results management'],
  // So is reporting to them in writing (for "the board" a Family Doctor's interpreted records came first).
  [/\b(?:writ(?:e|es|ing)|wrote|prepar(?:e|es|ed|ing)|produc(?:e|es|ed|ing)) (?:the |monthly |quarterly |weekly |board )*(?:reports?|papers?|briefings?) (?:for|to) (?:the )?(?:senior )?(?:board|leaders|leadership|executives|management|directors)\b/gi, 'reports management analysis'],
  // Writing reports, for whoever reads them, is preparing them (as "reports" it found a Journalist, named a Reporter).
  [/\b(?:writ(?:e|es|ing)|wrote) (?:up )?(?:detailed |clear |technical |written |analytical |research |long )*reports\b/gi, 'prepare reports analysis'],
  // Facing customers is serving them ("customer-facing" found a Financial Analyst's companies facing difficulties); a
  // product launch is marketing (it found a Computer Programmer); process improvement is making operations efficient
  // (it found a Food Scientist's processes, and "fixing broken processes" a Jeweller's and a Watchmaker's repairs).
  [/\b(?:customer|client|public|patient)[- ]facing\b/gi, 'customer service representatives greet customers'],
  // Work that faces or centres on people is with clients and colleagues ("people-facing" found the Financial Analyst's
  // companies facing difficulties, "people-focused" a Sociologist and a Makeup Artist).
  [/\bpeople[- ](?:facing|focused|focussed|centred|centered|oriented|orientated|based)\b/gi, 'clients interpersonal communication social perceptiveness'],
  [/\b(?:new )?product launch(?:es)?\b|\blaunch(?:es|ed|ing)? (?:new )?products\b/gi, 'marketing campaigns promote products'],
  [/\b(?:business |continuous )?process improvements?\b|\b(?:improv|fix|streamlin|simplif|redesign|optimi[sz])\w* (?:the |our |business |broken |clunky |messy |slow |inefficient |old )*(?:processes|workflows|ways of working)\b|\blean six sigma\b/gi, 'improve efficiency operations procedures analysis'],
  // University applications are a guidance counselor's college admissions (as "applications" they found a Geologist).
  [/\b(?:university|uni|college) (?:applications?|admissions?)\b|\bucas\b/gi, 'academic advisor college admissions counseling'],
  // Relationships with clients are a business's customer relationships (it found an Art Therapist's clients first).
  [/\b(?:build|built|develop|manag|maintain)\w* (?:strong |good |lasting |long-term |trusted )?(?:(?:client|customer|business) relationships?|relationships? with (?:clients|customers|accounts|suppliers|business partners))\b/gi, 'establish maintain relationships business customers sales'],
  // Explaining complex ideas simply is instruction and technical writing (it found an Industrial Designer's concepts).
  [/\bexplain(?:s|ed|ing)? (?:complex|complicated|difficult|technical|hard|tricky) (?:ideas|things|concepts|topics|subjects|information|stuff)\b/gi, 'explaining technical concepts instruction technical writing'],
  // Code that ships is software released (it found a Ship Captain); closing deals is selling (a Croupier, who deals
  // cards); teaching the next generation is teaching students (a Refuse Collector's "next collection point"); making a
  // customer's day is customer service; a workshop with tools is work with hand and power tools (a Car Valeter's drives
  // to workshops).
  [/\b(?:my |our |the )?(?:code|software|features?|apps?|products?) (?:ships|shipped|goes live|went live|gets? released|launch(?:es|ed))\b|\bship(?:s|ped|ping)? (?:code|software|features?|products?|apps?)\b|\b(?:software|app|code|product) releases?\b/gi, 'developing software programming'],
  // A project shipping is a project delivered (it found a Ship Captain).
  [/\b(?:a |the |my |our )?projects? (?:ships?|shipped|goes live|went live|lands?|landed|(?:is |gets? |was )?delivered)(?: on time| on budget| and)*\b/gi, 'project management complete projects'],
  // The writer's own code is a program ("my code finally works" found a Building Inspector's building codes first).
  [/\b(?:my|our) code\b(?! of\b)/gi, 'programming software'],
  [/\bclos(?:e|es|ed|ing) (?:a |the |that |my |big |more )*(?:big |huge |major |new |first )?(?:deals?|sales)\b|\bdeal[- ]?mak(?:ing|ers?)\b/gi, 'selling sales negotiating contracts'],
  [/\bteach(?:es|ing)? (?:the )?next generation\b/gi, 'teaching students school'],
  [/\bmade (?:their|his|her|someone['’]s|a customer['’]s|a client['’]s) day\b/gi, 'customer service representative'],
  [/\b(?:a |the |my )?workshop (?:with|full of) (?:tools|machines|machinery|benches)\b|\b(?:hand|power) tools\b|\bwork(?:s|ed|ing)? with tools\b/gi, 'hand tools power tools machines'],
  // Work that some of its words take elsewhere: budgets and forecasts are financial planning (a Meteorologist's
  // forecasts), house renovations building work (a Croupier's house), cakes a baker's (a Judge's weddings), grant
  // applications fundraising (a Loan Officer's applications), an allotment gardening (nothing), policy briefs policy
  // analysis (a Paralegal's briefs), survey data questionnaires (a land Surveyor), big data data science.
  [/\b(?:budgets?|budgeting|financial|sales|revenue|cash ?flow) (?:and |or )?forecast(?:s|ing)?\b|\bforecast(?:s|ing)? (?:and |or )?budgets?\b/gi, 'budgets financial planning analysis'],
  [/\b(?:house|home|property|kitchen|bathroom) renovations?\b|\bloft conversions?\b|\b(?:renovat|do(?:ing)? up|refurbish)\w* (?:old )?(?:houses|homes|properties|flats|my house|our house)\b/gi, 'remodeling construction carpentry repairs'],
  [/\b(?:wedding|birthday|celebration|custom) cakes?\b|\bcake (?:making|decorating)\b/gi, 'cakes baking decorating'],
  [/\bgrant (?:applications?|writing|bids?|proposals?|funding)\b|\bwrit(?:e|es|ing) grants?\b/gi, 'grant writer fundraising proposals'],
  [/\ballotments?\b/gi, 'gardening vegetables crops'],
  [/\bpolicy (?:briefs?|briefings?|papers?|reports?)\b/gi, 'policy analysis reports'],
  [/\bsurvey (?:data|results|responses|design)\b|\b(?:customer|staff|employee|market|online|user) surveys?\b/gi, 'opinion polls questionnaires statistical data'],
  [/\bbig data\b/gi, 'data science analytics'],
  // Care, safety and service said in everyday words, each of which found other work: saving lives (a Benefits
  // Specialist's life insurance), keeping people healthy (a Front Desk Clerk and a Restaurant Manager), how people look
  // (a Sailor's lookout), dementia (a Sociologist), money worries and help with money (a Croupier and a Credit
  // Analyst), keeping computers secure (an Animal Caretaker and a Steel Fixer's secured bars), bridges (a House
  // Painter's), teaching people to drive (a Sociologist), the countryside (nothing), moving house (a Croupier's house),
  // clean streets (a Housekeeper).
  [/\bsav(?:e|es|ed|ing) (?:people['’]s |other people['’]s )?lives\b|\blife[- ]?saving\b/gi, 'emergency medical care patients rescue'],
  [/\bkeep(?:s|ing)? (?:people|others|the public|communities|everyone) (?:healthy|well)\b/gi, 'promote health wellness preventive care'],
  [/\bhow (?:they|people|clients|others|someone|customers|women|men) look\b|\blook(?:ing)? (?:their|your) best\b/gi, 'appearance beauty hair makeup'],
  [/\bdementia\b|\balzheimer['’]?s\b/gi, 'elderly personal care aides home'],
  [
    /\bmoney (?:worries|problems|troubles|advice)\b|\bdebt (?:advice|problems|worries|help)\b|\bhelp\w* (?:people|others|families|clients|customers|someone|individuals) (?:with|to (?:manage|plan|save|invest)|manage|plan|save|invest) (?:their |his |her )?(?:money|finances|savings|pensions?|investments)\b/gi,
    'personal financial advisor advice',
  ],
  [/\bkeep(?:s|ing)? (?:computers?|systems|networks|data|devices|information) (?:secure|safe)\b|\b(?:computer|network|data|information|online) security\b|\b(?:protect|keep|guard|defend)\w* (?:people|users|children|kids|companies|businesses|everyone|customers|data|systems) (?:safe |secure )?(?:online|from (?:hackers|cyber ?attacks|scams|fraud online))\b|\bonline safety\b/gi, 'cybersecurity information security networks'],
  [/\b(?:design|build|plan)\w* (?:bridges|roads|tunnels|dams|railways|motorways|highways)\b/gi, 'civil engineering structures'],
  [/\bteach\w* (?:(?:people|learners|others|someone|teenagers) )?(?:how )?to drive\b|\bdriving (?:lessons|instruction)\b/gi, 'driving instructor'],
  [/\b(?:the )?countryside\b/gi, 'conservation land natural resources'],
  [/\bmov(?:e|es|ed|ing) house\b|\bhouse moves?\b|\bhome removals?\b/gi, 'movers moving'],
  [/\b(?:clean(?:s|ing)?|sweep(?:s|ing)?) (?:the )?streets\b|\bstreets clean\b/gi, 'refuse collection street sweeping'],
  // The office work of a career changer's day, in the words it is said in, each of which found other work: agile
  // rituals (nothing), documentation (a Cost Estimator's), users' needs (a Psychologist), tenders and bids (a Packer and
  // a Bricklayer), a budget managed (an Animator), pay negotiated (a Payroll Clerk), a conversion rate (the Clergy's
  // conversions), social posts (a Mail Carrier's), webinars (nothing), a factory (a Forklift Operator), quality checks
  // on a production line (a Cook and a Truck Driver), floor plans (a Set Designer's drawings), quotes for jobs (a
  // Pharmacy Technician's measures), scripts that automate (an Actor's).
  [/\bsprint (?:planning|reviews?|goals?|backlogs?)\b|\b(?:two-week|2-week|weekly) sprints\b|\bretros\b|\bretrospectives?\b|\b(?:daily|morning|team|weekly) stand-?ups?\b|\bscrum\b|\bkanban\b/gi, 'agile scrum project management'],
  [/\b(?:writ|creat|maintain|improv)\w* (?:the |technical |user |good |clear |product )?documentation\b|\b(?:user|technical) (?:guides|manuals|documentation)\b/gi, 'technical writers documentation manuals'],
  [/\b(?:talk|speak|listen|interview)\w* (?:to|with) users\b|\busers['’]? needs\b|\buser (?:needs|interviews|testing)\b/gi, 'user research user experience'],
  [/\b(?:tenders?|bids?) (?:and|or) (?:tenders?|bids?|proposals?)\b|\bwrit\w* (?:tenders|bids|proposals)\b|\b(?:tender|bid) (?:writing|documents|submissions)\b/gi, 'technical writers proposals'],
  [/\b(?:manag\w*|work(?:s|ed|ing)? on|prepar\w*|plan(?:s|ned|ning)?|set(?:s|ting)?|draw(?:s|ing)? up|track(?:s|ed|ing)?|balanc\w*) (?:a |the |our |my )?(?:\w+ )?budgets?\b(?: of (?:[\d.,]+|one|two|three|four|five|ten|twenty|fifty|a hundred) ?(?:million|thousand|billion|k|m|bn)?)?|\bbudget (?:management|holder|owner)\b/gi, 'budgets financial management'],
  [/\bnegotiat\w* (?:my |our |the |their |staff |(?:my |our )?team['’]s )?(?:pay|salaries|salary|wages|raises?|rises?|pay rises?)\b/gi, 'negotiate compensation salaries'],
  [/\bconversion rates?\b/gi, 'online marketing sales'],
  [/\bsocial (?:media )?posts?\b|\bnewsletters?\b|\bblog posts?\b/gi, 'social media content writers'],
  [/\bwebinars?\b/gi, 'online presentations training'],
  [/\bfactor(?:y|ies)\b/gi, 'manufacturing production plant'],
  // So is manufacturing, worked in: as itself it met a Sales Representative's "wholesalers or manufacturers" first.
  [/(?:\b(?:in|a|the|from|of) |^\s*)manufacturing(?= (?:jobs?|industry|sector|plants?|companies|company|firms?|roles?|work|background|experience|business)\b|\s*(?:$|[,;.!?]|and\b|for\b|but\b|since\b))/gi, ' production processing assembly'],
  [/\bquality (?:checks?|control|inspections?)\b/gi, 'quality control inspection'],
  [/\bproduction lines?\b/gi, 'assembly line manufacturing production'],
  [/\bfloor ?plans?\b|\bbuilding plans\b/gi, 'architectural drawings drafting floor plans'],
  [/\bquot(?:e|es|ed|ing) (?:for )?(?:jobs|work|prices|customers|clients)\b|\bgiv\w* (?:people |customers )?quotes\b|\bmeasur\w* (?:up )?rooms\b/gi, 'estimates costs measurements'],
  [/\b(?:with|using) (?:python |bash |shell |powershell |small |simple )?scripts\b|\bscripting\b/gi, 'programming scripting automation'],
  // More of a day's work in its everyday words: macros (a Building Inspector, who builds nothing of the kind), cleaning
  // data (a Housekeeper), making presentations (a Sailor's lookout), customers' technical issues (a Sustainability
  // Specialist), being asked for IT help (a Product Manager), homework (an English Lecturer), stand-up at an open mic
  // (agile stand-ups).
  [/\b(?:build|writ|creat|automat|record)\w* (?:excel |vba |spreadsheet )?macros\b|\bvba\b/gi, 'Microsoft Excel spreadsheets'],
  [/\bclean(?:s|ed|ing)? (?:up )?(?:messy |the |raw |dirty )?data\b|\bdata cleaning\b/gi, 'data analysis data quality'],
  [/\b(?:mak|design|creat|build|prepar|put|work(?:s|ed|ing)? on)\w* (?:together )?(?:the |powerpoint |our |my )?(?:presentations|slide decks?)\b|\bpowerpoint\b/gi, 'presentation software'],
  [/\bsolv\w* (?:customers['’]?|users['’]?|people['’]s|clients['’]?) (?:technical |tech |it |computer )?(?:issues|problems|queries)\b/gi, 'customer service technical support troubleshooting'],
  [/\bIT (?:help|support|problems|issues|questions)\b/g, 'computer user support troubleshooting'],
  [/\bhomework\b/gi, 'tutoring students'],
  [/\bdo(?:es|ing)? stand-?up\b|\bopen mics?\b/gi, 'comedian performing entertain audiences'],
  // Being on the road is driving (it found a Road Worker first); the road to somewhere is no road.
  [/\bon the road\b(?! to\b)/gi, 'driving vehicles'],
  // Finding patterns or trends is a data analyst's "identifying data patterns and trends" (as "patterns" it found an
  // Archaeologist's social patterns first).
  [/\b(?:find|spot|see|notic|identif|uncover|discover)\w* (?:the |hidden |new )?(?:patterns|trends)\b/gi, 'identifying data patterns trends'],
  // A move into management, or a management role, is a manager's work too (the word alone is in nearly every
  // occupation's texts: "I want to move into management" found nothing; "promoted to" a Marketing Manager's promotions).
  [
    /\b(?:mov|step|go|get|progress|promot)\w*(?: up)? (?:in)?to (?:a |an )?(?:management|managerial|leadership|supervisory|manager|team leader|supervisor)(?: (?:roles?|positions?|jobs?|posts?|level))?\b|\b(?:look(?:s|ed|ing)? for )?(?:a |an )?(?:management|managerial|leadership|supervisory) (?:roles?|positions?|jobs?|posts?)\b|\b(?:be|become|becoming|became) a (?:manager|team leader|supervisor)\b/gi,
    'supervisors managers staff',
  ],
  // Managing or leading a team is a manager's or a supervisor's work ("manage" and "team" are in nearly every
  // occupation's texts: it found nothing).
  // Being in charge is the same ("charge" found a pharmacist's charge files and a mail carrier's charges).
  [/\b(?:manag|lead)(?:e|es|ed|ing|s)? (?:a |my |the |our )?(?:team|teams|people|staff)\b|\bteam lead(?:er|ing)?\b|\b(?:be(?:ing)?|am|was|were|is|are|put|i['’]m|we['’]re|they['’]re|you['’]re|he['’]s|she['’]s) in charge\b|\b(?:tak(?:e|es|ing)|took) charge\b/gi, 'supervisors managers staff'],
  // Public relations, or PR, is a PR specialist's media communications ("relations" is stemmed with "related", in every
  // occupation's texts, so the words found nothing, and "PR" is in none); press releases are too (a Printer's press
  // cylinders came second). PR in capitals, or after "in", "into", "to" or "and": "pr" alone may be anything.
  [/\bpublic relations\b|\bpress releases?\b/gi, 'media communications publicity favorable public'],
  [/\bP\.?R\b(?!\.?\w)|(?<=\b(?:in|into|to|and) )pr\b/g, 'media communications publicity favorable public'],
  // Communications named as a field is that work too ("into communications" found nothing: "communicate" is in most
  // occupations' texts); communication as a skill ("good communication skills") is not.
  [
    /\b(?:corporate|internal|external|strategic) (?:communications|comms)\b|(?<=\b(?:in|into|to|and|marketing|digital) )(?:communications|comms)\b(?! (?:skills?|equipment|systems?|networks?|technolog\w*|cables?|lines?))|\b(?:communications|comms) (?:roles?|jobs?|teams?|managers?|officers?|specialists?|departments?|careers?|work)\b/gi,
    'media communications publicity favorable public',
  ],
  // A marketing campaign is marketing and advertising (a Fundraiser's campaigns came first).
  [/\b(?:marketing|advertising|ad|social media|digital|email) campaigns?\b/gi, 'digital marketing campaigns advertising'],
  // A call centre is customer service by telephone (its "centre" met a Financial Center Manager and a Distribution
  // Center Manager).
  [/\b(?:call|contact) cent(?:re|er)s?\b/gi, 'customer service representatives'],
  // Fixing things about the house, or being handy about it, is a handyman's general maintenance (it found a road
  // worker's signs "around work areas"); social justice is social services and advocacy (it found a Judge, who
  // administers justice); the buzz of a busy kitchen is cooking (it found a Dishwasher first, and no cook).
  [
    /\b(?:fix|repair|mend)(?:es|ed|ing|s)? (?:things|stuff) (?:around|about|in|at) (?:the|my|a|people's) (?:house|home)s?\b|\bdiy\b|\bodd jobs\b|\bhandy (?:around|about|in) (?:the|my) (?:house|home)\b/gi,
    'general maintenance repair handyman',
  ],
  // Fixing things, anywhere, is repair and maintenance.
  [/\b(?:fix|repair|mend)(?:es|ed|ing|s)? (?:things|stuff|broken things)\b/gi, 'repair maintenance'],
  [/\bsocial justice\b/gi, 'social services advocacy community'],
  [/\b(?:buzz|rush|heat|pace|energy) of (?:a |the )?(?:busy |professional |restaurant )?kitchen\b|\bbusy (?:restaurant )?kitchens?\b/gi, 'cooks chefs cooking kitchen'],
  // Getting fit is fitness and exercise ("fit" found a tailor's and an optician's fittings).
  [/\b(?:get(?:s|ting)?|got|keep(?:s|ing)?|kept|stay(?:s|ing)?|be(?:ing)?) (?:fit|in shape)\b/gi, 'fitness exercise'],
  // Helping others into work is recruiting and vocational counselling (without "vocational", head teachers and sports
  // coaches, who recruit, came before the career counselor); the writer's own "find a job" is no such thing.
  [
    /\bhelp(?:s|ed|ing)? (?:people|others|someone|candidates|them|job seekers) (?:to )?(?:find|get|land) (?:a |new |the right |good )?(?:jobs?|work|employment)\b/gi,
    'recruiting employment vocational counseling',
  ],
  // So is helping them with CVs and interviews ("interviews" found a Probation Officer's and a Journalist's).
  [
    /\bhelp(?:s|ed|ing)? (?:(?:people|others|someone|friends|students|graduates|candidates|them|job ?seekers) )?(?:with|write|improve|polish|prepare for) (?:their |a |an |his |her )?(?:CVs?|r[eé]sum[eé]s?|cover letters|job applications|job interviews|interviews)(?: and (?:their |job )?(?:CVs?|r[eé]sum[eé]s?|cover letters|job applications|interviews))?\b/gi,
    'recruiting employment vocational guidance career planning',
  ],
  // Sport with young people is coaching them (it found a Youth Services Specialist and a Referee).
  [
    /\bsports?\b(?=[^.;!?]{0,40}\b(?:young people|kids|children|teenagers|youngsters|youth|pupils)\b)|(?<=\b(?:young people|kids|children|teenagers|youngsters|youth|pupils)\b[^.;!?]{0,40})\bsports?\b/gi,
    'sports coaching coach athletes',
  ],
  // Shop-floor work in its own words: dealing with something is handling it (as "dealing" it met a Croupier, a dealer),
  // the till a cash register (nothing), opening and closing up the shop a manager's (a Real Estate Agent's closing
  // statements and a Locksmith, who opens locks), a stock take an inventory count (a Bartender's "taking steps"). Last,
  // so the phrases above that name their own "deal with" read it first.
  [/\bdeal(?:s|t|ing)? with\b/gi, 'handling'],
  // The shop floor is a store's (as "floor" it found a Barber's and a Dishwasher's swept floors).
  [/\bshop[- ]floor\b/gi, 'retail store customers'],
  // Working on cars is repairing them (a Parking Attendant came third); the cars may be read as automotive vehicles
  // above already.
  [/\bwork(?:s|ed|ing)? on\s+(?:cars|vans|vehicles|bikes|motorbikes|motorcycles|automotive vehicles)\b/gi, 'repair automotive vehicles mechanics'],
  [/\b(?:on|run(?:s|ning)?|ran|work(?:s|ed|ing)?|behind|operat(?:e|es|ed|ing)|us(?:e|es|ed|ing)) (?:the |a )?tills?\b|\bcashing up\b/gi, 'cashier cash register'],
  [
    // Opening up alone too: "I open the shop every morning" met a Locksmith's locks opened.
    /\bopen(?:s|ed|ing)? (?:up )?(?:(?:and|&) clos(?:e|es|ed|ing)(?: up)? )?(?:the |a |our |my )?(shop|store|restaurant|bar|pub|caf[eé])\b/gi,
    '$1 managers supervise $1 operations',
  ],
  [/\bstock ?tak(?:e|es|ing)\b|\bstock counts?\b/gi, 'inventory stock counts'],
  // An office's own words: someone the writer mentored getting promoted is staff development (an Instructional
  // Designer's promoted intellectual growth came first), trade-offs are decisions (a Marketing Manager's trade and a
  // Fitness Trainer's alternatives), the month end a period-end close (a Property Manager's monthly fees and a Bank
  // Teller's ends of shifts).
  [/\b(?:mentor|coach|train|manag|support)\w* (?:(?:\w+ ){0,3})?(?:got|get|gets|getting|was|were) promoted\b/gi, 'training employees staff development mentoring'],
  [/\btrade-?offs?\b/gi, 'decision making'],
  [/\b(?:month|quarter|year)[- ]end(?: (?:close|closes|closing|reporting|accounts))?\b/gi, 'period-end closing reconcile accounts financial statements'],
];

/** The text for matching, its everyday phrases put as occupation texts say them. Show the user the original. */
export function plainPhrases(text: string): string {
  return PHRASES.reduce((t, [phrase, meaning]) => t.replace(phrase, ` ${meaning} `), text);
}
