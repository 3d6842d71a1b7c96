// Skills we curate beyond O*NET's descriptors: the technologies and practices people actually type (and the spec's
// suggested skills), each with a real public learning resource (D24). `onetExamples` lists the O*NET
// "Technology Skills" example names that mean the same thing, so the importer reuses these ids and resources.
import type { Resource, Skill, SkillKind } from '@waypoint/domain';

export interface CuratedSkill extends Skill {
  onetExamples: string[];
}

const r = (name: string, school: string, link: string): Resource => ({ name, school, link });
const skill = (
  id: string,
  name: string,
  kind: SkillKind,
  synonyms: string[],
  resource: Resource,
  onetExamples: string[] = [],
): CuratedSkill => ({ id, name, kind, synonyms, resources: [resource], onetExamples });

const MDN = 'MDN Web Docs (Mozilla)';
const MS_LEARN = 'Microsoft Learn';

export const CURATED_SKILLS: readonly CuratedSkill[] = [
  // Programming languages and web
  skill('javascript', 'JavaScript', 'technology', ['js', 'ecmascript', 'es6'], r('JavaScript Guide', MDN, 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide'), ['JavaScript']),
  skill('typescript', 'TypeScript', 'technology', ['ts'], r('The TypeScript Handbook', 'TypeScript (Microsoft)', 'https://www.typescriptlang.org/docs/handbook/intro.html'), ['TypeScript']),
  skill('python', 'Python', 'technology', ['py', 'python3'], r('The Python Tutorial', 'Python Software Foundation', 'https://docs.python.org/3/tutorial/'), ['Python']),
  skill('java', 'Java', 'technology', ['oracle java'], r('Learn Java', 'Oracle (dev.java)', 'https://dev.java/learn/'), ['Oracle Java']),
  skill('c-sharp', 'C#', 'technology', ['csharp', 'c sharp'], r('C# documentation and tutorials', MS_LEARN, 'https://learn.microsoft.com/en-us/dotnet/csharp/'), ['C#']),
  skill('c-plus-plus', 'C++', 'technology', ['cpp', 'cplusplus'], r('Learn C++', 'LearnCpp.com', 'https://www.learncpp.com/'), ['C++']),
  skill('go-lang', 'Go', 'technology', ['go', 'golang'], r('A Tour of Go', 'The Go Project', 'https://go.dev/tour/'), ['Go']),
  skill('sql', 'SQL', 'technology', ['structured query language', 'sql queries'], r('SQL tutorial (Intro to SQL)', 'Khan Academy', 'https://www.khanacademy.org/computing/computer-programming/sql'), ['Structured query language SQL', 'Transact-SQL', 'Oracle PL/SQL']),
  skill('r-language', 'R', 'technology', ['r programming', 'rstats'], r('R for Data Science (2e)', 'Hadley Wickham et al.', 'https://r4ds.hadley.nz/'), ['R']),
  skill('html-css', 'HTML and CSS', 'technology', ['html', 'css', 'html5', 'css3'], r('Learn web development: HTML and CSS', MDN, 'https://developer.mozilla.org/en-US/docs/Learn_web_development'), ['Hypertext markup language HTML', 'Cascading style sheets CSS']),
  skill('react', 'React', 'technology', ['react js', 'reactjs'], r('Learn React', 'react.dev (Meta)', 'https://react.dev/learn'), ['React']),
  skill('node-js', 'Node.js', 'technology', ['node js', 'nodejs'], r('Learn Node.js', 'OpenJS Foundation', 'https://nodejs.org/en/learn'), ['Node.js']),
  skill('angular', 'Angular', 'technology', ['angularjs'], r('Angular tutorials', 'Google (angular.dev)', 'https://angular.dev/tutorials'), ['Google Angular']),
  skill('swift', 'Swift', 'technology', [], r('The Swift Programming Language', 'Apple (swift.org)', 'https://docs.swift.org/swift-book/documentation/the-swift-programming-language/'), ['Swift']),
  skill('bash', 'Bash and shell scripting', 'technology', ['shell', 'shell scripting', 'command line'], r('The Linux command line for beginners', 'Ubuntu (Canonical)', 'https://ubuntu.com/tutorials/command-line-for-beginners'), ['Bash', 'Shell script', 'UNIX Shell']),
  skill('git', 'Git', 'technology', ['version control', 'github', 'gitlab'], r('Pro Git book', 'git-scm.com', 'https://git-scm.com/book/en/v2'), ['Git', 'GitHub']),
  // Data and machine learning
  skill('data-analysis', 'Data Analysis', 'hard', ['data analytics', 'analytics'], r('Google Data Analytics Professional Certificate', 'Google (Coursera)', 'https://www.coursera.org/professional-certificates/google-data-analytics')),
  skill('statistics', 'Statistics', 'hard', ['stats', 'statistical analysis', 'probability'], r('Statistics and probability', 'Khan Academy', 'https://www.khanacademy.org/math/statistics-probability')),
  skill('machine-learning', 'Machine Learning', 'hard', ['ml', 'predictive modeling'], r('Machine Learning Specialization', 'Stanford University and DeepLearning.AI (Coursera)', 'https://www.coursera.org/specializations/machine-learning-introduction')),
  skill('deep-learning', 'Deep Learning', 'hard', ['neural networks', 'dl'], r('Deep Learning Specialization', 'DeepLearning.AI (Coursera)', 'https://www.coursera.org/specializations/deep-learning')),
  skill('natural-language-processing', 'Natural Language Processing', 'hard', ['nlp', 'llms'], r('Hugging Face NLP Course', 'Hugging Face', 'https://huggingface.co/learn/nlp-course/chapter1/1')),
  skill('data-visualization', 'Data Visualization', 'hard', ['dataviz', 'dashboards', 'data visualisation'], r('Data Visualization with Tableau Specialization', 'University of California, Davis (Coursera)', 'https://www.coursera.org/specializations/data-visualization')),
  skill('tensorflow', 'TensorFlow', 'technology', ['keras'], r('TensorFlow tutorials', 'TensorFlow (Google)', 'https://www.tensorflow.org/tutorials'), ['TensorFlow', 'Keras']),
  skill('pytorch', 'PyTorch', 'technology', [], r('PyTorch tutorials', 'PyTorch Foundation', 'https://pytorch.org/tutorials/'), ['PyTorch']),
  skill('scikit-learn', 'scikit-learn', 'technology', ['sklearn'], r('scikit-learn tutorials', 'scikit-learn', 'https://scikit-learn.org/stable/tutorial/index.html'), ['Scikit-learn']),
  skill('pandas', 'pandas', 'technology', [], r('Getting started with pandas', 'pandas (NumFOCUS)', 'https://pandas.pydata.org/docs/getting_started/index.html'), ['pandas', 'NumPy']),
  skill('apache-spark', 'Apache Spark', 'technology', ['spark', 'pyspark'], r('Spark quick start', 'Apache Software Foundation', 'https://spark.apache.org/docs/latest/quick-start.html'), ['Apache Spark', 'PySpark']),
  skill('tableau', 'Tableau', 'technology', [], r('Tableau free training videos', 'Tableau (Salesforce)', 'https://www.tableau.com/learn/training'), ['Tableau']),
  skill('power-bi', 'Microsoft Power BI', 'technology', ['power bi', 'powerbi'], r('Power BI training', MS_LEARN, 'https://learn.microsoft.com/en-us/training/powerplatform/power-bi'), ['Microsoft Power BI']),
  skill('excel', 'Microsoft Excel', 'technology', ['excel', 'spreadsheets'], r('Excel tutorials', 'GCFGlobal', 'https://edu.gcfglobal.org/en/excel/'), ['Microsoft Excel']),
  skill('postgresql', 'PostgreSQL', 'technology', ['postgres'], r('PostgreSQL tutorial', 'PostgreSQL Global Development Group', 'https://www.postgresql.org/docs/current/tutorial.html'), ['PostgreSQL']),
  // Cloud, DevOps and testing
  skill('aws', 'Amazon Web Services', 'technology', ['aws', 'amazon web services aws'], r('AWS Skill Builder', 'Amazon Web Services', 'https://aws.amazon.com/training/'), ['Amazon Web Services AWS software']),
  skill('azure', 'Microsoft Azure', 'technology', ['azure'], r('Azure training', MS_LEARN, 'https://learn.microsoft.com/en-us/training/azure/'), ['Microsoft Azure software']),
  skill('google-cloud', 'Google Cloud Platform', 'technology', ['gcp', 'google cloud'], r('Google Cloud Skills Boost', 'Google Cloud', 'https://www.cloudskillsboost.google/'), ['Google Cloud software']),
  skill('docker', 'Docker', 'technology', ['containers'], r('Docker: Get started', 'Docker Inc.', 'https://docs.docker.com/get-started/'), ['Docker']),
  skill('kubernetes', 'Kubernetes', 'technology', ['k8s'], r('Kubernetes basics', 'The Kubernetes Authors (CNCF)', 'https://kubernetes.io/docs/tutorials/kubernetes-basics/'), ['Kubernetes']),
  skill('ci-cd', 'CI/CD', 'hard', ['ci cd', 'continuous delivery', 'continuous deployment', 'github actions'], r('GitHub Actions documentation', 'GitHub', 'https://docs.github.com/en/actions')),
  skill('jenkins', 'Jenkins', 'technology', ['jenkins ci'], r('Jenkins tutorials', 'Jenkins project', 'https://www.jenkins.io/doc/tutorials/'), ['Jenkins CI']),
  skill('linux', 'Linux', 'technology', ['unix', 'ubuntu', 'red hat'], r('Linux Journey', 'linuxjourney.com', 'https://linuxjourney.com/'), ['Linux', 'UNIX', 'Red Hat Enterprise Linux']),
  skill('postman', 'Postman', 'technology', ['api testing'], r('Postman Learning Center', 'Postman', 'https://learning.postman.com/docs/introduction/overview/')),
  skill('performance-testing', 'Performance testing', 'hard', ['load testing', 'stress testing'], r('Grafana k6 documentation', 'Grafana Labs', 'https://grafana.com/docs/k6/latest/')),
  skill('test-automation', 'Test automation', 'hard', ['automated testing', 'selenium', 'unit testing'], r('Selenium documentation', 'Selenium project', 'https://www.selenium.dev/documentation/'), ['Selenium', 'JUnit']),
  skill('api-design', 'API design', 'hard', ['rest apis', 'restful api', 'apis'], r('Web APIs and HTTP', MDN, 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Overview'), ['RESTful API']),
  // Security and IT support
  skill('network-security', 'Network security', 'hard', ['cybersecurity', 'cyber security', 'information security', 'infosec'], r('Google Cybersecurity Professional Certificate', 'Google (Coursera)', 'https://www.coursera.org/professional-certificates/google-cybersecurity')),
  skill('incident-response', 'Incident response', 'hard', ['security incident response'], r('Computer Security Incident Handling Guide (SP 800-61)', 'NIST', 'https://csrc.nist.gov/pubs/sp/800/61/r2/final')),
  skill('penetration-testing', 'Penetration testing', 'hard', ['pentesting', 'ethical hacking'], r('Nmap Network Scanning (official guide)', 'Nmap project', 'https://nmap.org/book/'), ['Nmap']),
  skill('wireshark', 'Wireshark', 'technology', ['packet analysis'], r("Wireshark User's Guide", 'Wireshark Foundation', 'https://www.wireshark.org/docs/wsug_html_chunked/'), ['Wireshark']),
  skill('splunk', 'Splunk', 'technology', ['siem'], r('Splunk training', 'Splunk (Cisco)', 'https://www.splunk.com/en_us/training.html'), ['Splunk Enterprise']),
  skill('technical-support', 'Technical support', 'hard', ['help desk', 'it support', 'desktop support'], r('Google IT Support Professional Certificate', 'Google (Coursera)', 'https://www.coursera.org/professional-certificates/google-it-support')),
  skill('windows-administration', 'Windows administration', 'technology', ['active directory', 'windows server'], r('Windows Server training', MS_LEARN, 'https://learn.microsoft.com/en-us/training/windows-server/'), ['Microsoft Windows Server', 'Microsoft Active Directory']),
  skill('servicenow', 'ServiceNow', 'technology', ['itsm', 'ticketing'], r('ServiceNow developer learning', 'ServiceNow', 'https://developer.servicenow.com/dev.do#!/learn'), ['ServiceNow']),
  // Design, UX and games
  skill('figma', 'Figma', 'technology', [], r('Figma Learn', 'Figma', 'https://help.figma.com/hc/en-us'), ['Figma']),
  skill('adobe-xd', 'Adobe XD', 'technology', ['xd'], r('Adobe XD user guide', 'Adobe', 'https://helpx.adobe.com/xd/user-guide.html'), ['Adobe XD']),
  skill('prototyping', 'Prototyping', 'hard', ['wireframing', 'wireframes', 'mockups'], r('Google UX Design Professional Certificate', 'Google (Coursera)', 'https://www.coursera.org/professional-certificates/google-ux-design'), ['InVision software', 'Axure RP']),
  skill('usability-testing', 'Usability testing', 'hard', ['user testing'], r('Usability Testing 101', 'Nielsen Norman Group', 'https://www.nngroup.com/articles/usability-testing-101/')),
  skill('user-research', 'User research', 'hard', ['ux research', 'user interviews'], r('When to use which user-experience research methods', 'Nielsen Norman Group', 'https://www.nngroup.com/articles/which-ux-research-methods/')),
  skill('user-experience-design', 'User experience design', 'hard', ['ux', 'ux design', 'interaction design'], r('Google UX Design Professional Certificate', 'Google (Coursera)', 'https://www.coursera.org/professional-certificates/google-ux-design')),
  skill('user-interface-design', 'User interface design', 'hard', ['ui', 'ui design', 'visual interface design'], r('Accessibility and UI fundamentals', MDN, 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/Accessibility')),
  skill('adobe-photoshop', 'Adobe Photoshop', 'technology', ['photoshop'], r('Photoshop tutorials', 'Adobe', 'https://helpx.adobe.com/photoshop/tutorials.html'), ['Adobe Photoshop']),
  skill('adobe-illustrator', 'Adobe Illustrator', 'technology', ['illustrator'], r('Illustrator tutorials', 'Adobe', 'https://helpx.adobe.com/illustrator/tutorials.html'), ['Adobe Illustrator']),
  skill('adobe-indesign', 'Adobe InDesign', 'technology', ['indesign'], r('InDesign tutorials', 'Adobe', 'https://helpx.adobe.com/indesign/tutorials.html'), ['Adobe InDesign']),
  skill('adobe-after-effects', 'Adobe After Effects', 'technology', ['after effects', 'motion graphics'], r('After Effects tutorials', 'Adobe', 'https://helpx.adobe.com/after-effects/tutorials.html'), ['Adobe After Effects']),
  skill('typography', 'Typography', 'hard', ['type design', 'layout'], r('Butterick\'s Practical Typography', 'Matthew Butterick', 'https://practicaltypography.com/')),
  skill('branding', 'Brand identity', 'hard', ['branding', 'brand strategy', 'brand design'], r('Brand and visual identity', 'Google Design', 'https://design.google/library')),
  skill('unity', 'Unity', 'technology', ['unity3d', 'unity engine'], r('Unity Learn', 'Unity Technologies', 'https://learn.unity.com/'), ['Unity Technologies Unity']),
  skill('unreal-engine', 'Unreal Engine', 'technology', ['unreal', 'ue5'], r('Unreal Engine learning library', 'Epic Games', 'https://dev.epicgames.com/community/unreal-engine/learning'), ['Epic Games Unreal Engine', 'Unreal Technology Unreal Engine']),
  skill('blender', 'Blender', 'technology', ['3d modeling', '3d modelling'], r('Blender tutorials', 'Blender Foundation', 'https://www.blender.org/support/tutorials/'), ['Blender', 'Autodesk Maya']),
  skill('game-design', 'Game design', 'hard', ['level design', 'game mechanics'], r('Game Design and Development with Unity 2020 Specialization', 'Michigan State University (Coursera)', 'https://www.coursera.org/specializations/game-design-and-development')),
  // Product, marketing and writing
  skill('roadmaps', 'Roadmaps', 'hard', ['product roadmap', 'roadmapping'], r('Product roadmaps', 'Atlassian', 'https://www.atlassian.com/agile/product-management/product-roadmaps')),
  skill('agile', 'Agile', 'hard', ['scrum', 'kanban', 'agile methodologies'], r('The Agile Coach', 'Atlassian', 'https://www.atlassian.com/agile')),
  skill('product-management', 'Product management', 'hard', ['pm', 'product strategy', 'product discovery'], r('Product management guides', 'Atlassian', 'https://www.atlassian.com/agile/product-management')),
  skill('project-management', 'Project management', 'hard', ['project planning', 'pmp'], r('Google Project Management Professional Certificate', 'Google (Coursera)', 'https://www.coursera.org/professional-certificates/google-project-management'), ['Microsoft Project', 'Smartsheet']),
  skill('jira', 'Jira', 'technology', ['atlassian jira'], r('Jira guides', 'Atlassian', 'https://www.atlassian.com/software/jira/guides'), ['Atlassian JIRA']),
  skill('market-research', 'Market Research', 'hard', ['customer research', 'competitive analysis'], r('HubSpot Academy free courses', 'HubSpot Academy', 'https://academy.hubspot.com/courses')),
  skill('a-b-testing', 'A/B Testing', 'hard', ['ab testing', 'split testing', 'experimentation'], r('A/B testing glossary and guide', 'Optimizely', 'https://www.optimizely.com/optimization-glossary/ab-testing/')),
  skill('seo', 'Search engine optimization', 'hard', ['seo'], r('SEO Starter Guide', 'Google Search Central', 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide')),
  skill('google-analytics', 'Google Analytics', 'technology', ['ga4', 'web analytics'], r('Google Analytics courses', 'Google Skillshop', 'https://skillshop.withgoogle.com/'), ['Google Analytics']),
  skill('digital-marketing', 'Digital marketing', 'hard', ['online marketing', 'performance marketing', 'social media marketing'], r('Google Digital Marketing & E-commerce Professional Certificate', 'Google (Coursera)', 'https://www.coursera.org/professional-certificates/google-digital-marketing-ecommerce'), ['Facebook']),
  skill('salesforce', 'Salesforce', 'technology', ['crm'], r('Trailhead', 'Salesforce', 'https://trailhead.salesforce.com/'), ['Salesforce software']),
  skill('hubspot', 'HubSpot', 'technology', ['marketing automation'], r('HubSpot Academy', 'HubSpot', 'https://academy.hubspot.com/'), ['HubSpot software', 'Marketo Marketing Automation']),
  skill('content-strategy', 'Content strategy', 'hard', ['content marketing', 'content planning'], r('Content marketing courses', 'HubSpot Academy', 'https://academy.hubspot.com/courses/content-marketing')),
  skill('technical-writing', 'Technical Writing', 'hard', ['documentation', 'docs writing'], r('Technical Writing courses', 'Google for Developers', 'https://developers.google.com/tech-writing')),
  skill('editing', 'Editing and proofreading', 'hard', ['copy editing', 'proofreading', 'copyediting'], r('Writing resources', 'Purdue Online Writing Lab', 'https://owl.purdue.edu/owl/purdue_owl.html')),
  skill('wordpress', 'WordPress', 'technology', ['cms'], r('Learn WordPress', 'WordPress.org', 'https://learn.wordpress.org/'), ['WordPress']),
  skill('presentation-software', 'Presentation software', 'technology', ['powerpoint', 'google slides', 'keynote'], r('PowerPoint help and learning', 'Microsoft Support', 'https://support.microsoft.com/en-us/powerpoint'), ['Microsoft PowerPoint']),
  skill('financial-modeling', 'Financial modeling', 'hard', ['financial analysis', 'forecasting'], r('Finance and capital markets', 'Khan Academy', 'https://www.khanacademy.org/economics-finance-domain/core-finance')),
  skill('strategic-planning', 'Strategic planning', 'hard', ['strategy', 'business strategy', 'okrs'], r('Business Strategy Specialization', 'University of Virginia (Coursera)', 'https://www.coursera.org/specializations/business-strategy')),
  // Teaching, care, law, finance, sales and the office: what the jobs many career changers come from ask for
  skill('curriculum-design', 'Curriculum design', 'hard', ['lesson planning', 'curriculum development', 'course design'], r('Learning to Teach Online', 'UNSW Sydney (Coursera)', 'https://www.coursera.org/learn/teach-online')),
  skill('instructional-design', 'Instructional design', 'hard', ['learning design', 'e-learning design', 'elearning'], r('Instructional Design Foundations and Applications', 'University of Illinois (Coursera)', 'https://www.coursera.org/learn/instructional-design-foundations-applications')),
  skill('learning-management-systems', 'Learning management systems', 'technology', ['lms', 'moodle', 'canvas', 'blackboard', 'google classroom'], r('Teacher quick guide', 'Moodle Docs', 'https://docs.moodle.org/en/Teacher_quick_guide'), ['Moodle', 'Blackboard software', 'Google Classroom', 'Instructure Canvas']),
  skill('electronic-health-records', 'Electronic health records', 'technology', ['ehr', 'emr', 'epic', 'electronic medical records'], r('What is an electronic health record (EHR)?', 'HealthIT.gov (U.S. Department of Health and Human Services)', 'https://www.healthit.gov/faq/what-electronic-health-record-ehr'), ['Epic Systems', 'MEDITECH software', 'eClinicalWorks EHR software']),
  skill('legal-research', 'Legal research', 'hard', ['case law research', 'westlaw', 'lexis', 'lexisnexis'], r('Legal research lessons', 'CALI (Center for Computer-Assisted Legal Instruction)', 'https://cali.org/category/2l-3l-upper-level-lesson-topics/legal-research'), ['Thomson Reuters Westlaw', 'Thomson Reuters WestlawNext', 'Thomson Reuters Westlaw Edge', 'Fastcase legal software']),
  skill('legal-writing', 'Legal writing', 'hard', ['legal drafting', 'contract drafting', 'drafting', 'brief writing'], r('Legal Drafting: Writing Clearly', 'Loyola Law School Library', 'https://guides.library.lls.edu/c.php?g=497709&p=3407128')),
  skill('case-management', 'Case management', 'hard', ['casework', 'case work', 'caseload management', 'care coordination'], r('NASW Standards for Social Work Case Management', 'National Association of Social Workers', 'https://www.socialworkers.org/Practice/NASW-Practice-Standards-Guidelines/NASW-Standards-for-Social-Work-Case-Management')),
  skill('accounting', 'Accounting', 'hard', ['financial accounting', 'bookkeeping', 'financial statements'], r('Introduction to Financial Accounting', 'The Wharton School (Coursera)', 'https://www.coursera.org/learn/wharton-accounting')),
  skill('selling', 'Selling', 'hard', ['sales', 'prospecting', 'consultative selling', 'business development'], r('Inbound Sales', 'HubSpot Academy', 'https://academy.hubspot.com/courses/inbound-sales')),
  skill('microsoft-office', 'Microsoft Office', 'technology', ['ms office', 'microsoft 365', 'office 365', 'word', 'outlook'], r('Microsoft 365 training', 'Microsoft Support', 'https://support.microsoft.com/en-us/training')),
];
