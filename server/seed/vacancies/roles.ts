import type { SalaryPeriod, VacancyContract } from '../../../contract/vacancies.ts'
import type { EmployerKind } from './places.ts'

/**
 * The kinds of post the demo vacancies are: each names its subject field in the title, is of a type (the
 * qualification it is aimed at, by slug, as a health-science reader expects it: a PhD studentship is a PhD post,
 * a consultant post asks for a specialist degree), offers some contracts, pays within a band (US dollars per
 * `period`), and is advertised by the kinds of employer that have such posts.
 */
export interface DemoRole {
  title: (subject: string) => string
  qualifications: string[]
  /** Who may apply, for the description; from the type's title (`qualification`) unless said here. */
  asks?: string
  /** Registration with a professional council, for the clinical posts. */
  registration?: string
  at: EmployerKind[]
  contracts: VacancyContract[]
  period: SalaryPeriod
  pay: [number, number]
  /** Subject slugs the post may be in; the one chosen is its field, named in the title. */
  subjects: readonly string[]
  /** Subjects every post of this kind has besides its field (nursing for a nurse). */
  also?: string[]
  duties: string
}

const clinical = [
  'cardiology', 'neurology', 'nephrology', 'gastroenterology', 'pulmonology', 'endocrinology', 'oncology', 'hematology',
  'rheumatology', 'infectious-diseases', 'internal-medicine', 'general-surgery', 'pediatrics', 'obstetrics-and-gynecology',
  'orthopedics', 'ophthalmology', 'dermatology', 'psychiatry', 'anesthesiology', 'radiology', 'emergency-medicine',
  'critical-care-medicine', 'family-medicine', 'geriatrics', 'neonatology', 'palliative-medicine', 'urology', 'neurosurgery',
] as const
const science = [
  'anatomy', 'physiology', 'biochemistry', 'pharmacology', 'pathology', 'microbiology', 'immunology', 'genetics',
  'molecular-biology', 'neuroscience', 'epidemiology', 'biostatistics', 'bioinformatics', 'virology', 'cancer-biology',
  'clinical-pharmacology', 'toxicology', 'genomics', 'public-health', 'global-health',
] as const

export const demoRoles: DemoRole[] = [
  {
    title: (s) => `Consultant in ${s}`,
    qualifications: ['md-ms', 'dm-mch'],
    contracts: ['permanent', 'full-time'],
    period: 'year',
    pay: [260_000, 420_000],
    subjects: clinical,
    at: ['hospital'],
    registration: 'specialist registration with the medical council',
    duties: 'lead outpatient clinics and ward rounds, supervise residents and take part in the on-call rota',
  },
  {
    title: (s) => `Locum Consultant in ${s}`,
    qualifications: ['md-ms'],
    contracts: ['locum'],
    period: 'hour',
    pay: [140, 220],
    subjects: clinical,
    at: ['hospital'],
    registration: 'specialist registration with the medical council',
    duties: 'cover clinics and inpatient care during a period of leave, with a full induction',
  },
  {
    title: (s) => `Clinical Fellow in ${s}`,
    qualifications: ['md-ms', 'mbbs'],
    contracts: ['fellowship', 'fixed-term'],
    period: 'year',
    pay: [70_000, 95_000],
    subjects: clinical,
    at: ['hospital'],
    registration: 'registration with the medical council',
    duties: 'train in advanced procedures, run a supervised clinic and complete a quality improvement project',
  },
  {
    title: (s) => `Resident Medical Officer, ${s}`,
    qualifications: ['mbbs'],
    contracts: ['full-time', 'fixed-term'],
    period: 'year',
    pay: [60_000, 80_000],
    subjects: clinical,
    at: ['hospital'],
    registration: 'registration with the medical council',
    duties: 'provide day-to-day inpatient care under consultant supervision',
  },
  {
    title: (s) => `Assistant Professor of ${s}`,
    qualifications: ['phd', 'md-ms'],
    contracts: ['permanent', 'full-time'],
    period: 'year',
    pay: [110_000, 160_000],
    subjects: [...science, ...clinical],
    at: ['university'],
    duties: 'teach undergraduate and postgraduate students, build an externally funded research programme and mentor doctoral students',
  },
  {
    title: (s) => `Associate Professor of ${s}`,
    qualifications: ['phd'],
    contracts: ['permanent'],
    period: 'year',
    pay: [140_000, 200_000],
    subjects: science,
    at: ['university'],
    duties: 'lead a research group, teach in the medical curriculum and contribute to faculty committees',
  },
  {
    title: (s) => `Lecturer in ${s}`,
    qualifications: ['phd', 'msc'],
    contracts: ['full-time', 'fixed-term'],
    period: 'year',
    pay: [65_000, 90_000],
    subjects: science,
    at: ['university'],
    duties: 'deliver lectures and practical classes and develop their own research',
  },
  {
    title: (s) => `Postdoctoral Research Fellow in ${s}`,
    qualifications: ['postdoctoral', 'phd'],
    contracts: ['fixed-term', 'fellowship'],
    period: 'year',
    pay: [58_000, 75_000],
    subjects: science,
    at: ['university', 'institute'],
    duties: 'design and run experiments, analyse data and write up findings for publication',
  },
  {
    title: (s) => `Research Associate, ${s}`,
    qualifications: ['phd', 'msc'],
    contracts: ['fixed-term'],
    period: 'year',
    pay: [55_000, 70_000],
    subjects: science,
    at: ['university', 'institute'],
    duties: 'support a funded project, from ethics approval and data collection to analysis',
  },
  {
    title: (s) => `Funded PhD Studentship in ${s}`,
    qualifications: ['phd'],
    contracts: ['fixed-term'],
    period: 'year',
    pay: [25_000, 35_000],
    subjects: science,
    at: ['university', 'institute'],
    asks: 'Applicants hold, or expect to complete this year, an MSc or a good BSc in a related subject.',
    duties: 'complete a doctoral project within a supportive research group',
  },
  {
    title: (s) => `Clinical Research Coordinator, ${s} Trials`,
    qualifications: ['bsc', 'msc', 'bsc-nursing'],
    contracts: ['full-time', 'fixed-term'],
    period: 'year',
    pay: [50_000, 68_000],
    subjects: clinical,
    also: ['clinical-research'],
    at: ['hospital'],
    duties: 'recruit and follow trial participants and keep study records to Good Clinical Practice',
  },
  {
    title: (s) => `Registered Nurse, ${s}`,
    qualifications: ['bsc-nursing'],
    contracts: ['full-time', 'part-time', 'permanent'],
    period: 'hour',
    pay: [38, 55],
    subjects: clinical,
    also: ['nursing'],
    at: ['hospital'],
    registration: 'registration with the nursing council',
    duties: 'deliver safe, compassionate care as part of a multidisciplinary team',
  },
  {
    title: (s) => `Clinical Pharmacist, ${s}`,
    qualifications: ['bpharm', 'mpharm'],
    contracts: ['full-time', 'permanent'],
    period: 'year',
    pay: [95_000, 125_000],
    subjects: clinical,
    also: ['clinical-pharmacy'],
    at: ['hospital'],
    registration: 'registration with the pharmacy council',
    duties: 'review medicines on the ward, advise prescribers and take part in antimicrobial stewardship',
  },
  {
    title: () => 'Epidemiologist',
    qualifications: ['mph', 'phd'],
    contracts: ['full-time', 'fixed-term'],
    period: 'year',
    pay: [75_000, 105_000],
    subjects: ['epidemiology', 'public-health', 'biostatistics', 'global-health'],
    at: ['university', 'institute'],
    duties: 'analyse surveillance data and design population studies',
  },
  {
    title: () => 'Dental Surgeon',
    qualifications: ['bds', 'mds'],
    contracts: ['full-time', 'part-time'],
    period: 'year',
    pay: [120_000, 180_000],
    subjects: ['dentistry', 'oral-and-maxillofacial-surgery', 'endodontics', 'periodontics'],
    at: ['hospital'],
    registration: 'registration with the dental council',
    duties: 'provide general and specialist dental care, including to patients with complex needs',
  },
  {
    title: (s) => `Physiotherapist, ${s}`,
    qualifications: ['bsc'],
    contracts: ['full-time', 'part-time'],
    period: 'hour',
    pay: [35, 50],
    subjects: ['orthopedics', 'neurology', 'sports-medicine', 'rehabilitation-sciences', 'pediatrics'],
    also: ['physiotherapy'],
    at: ['hospital'],
    registration: 'registration as a physiotherapist',
    duties: 'assess and treat inpatients and outpatients and run group rehabilitation classes',
  },
  {
    title: (s) => `Summer Research Internship in ${s}`,
    qualifications: ['bsc', 'mbbs'],
    contracts: ['internship'],
    period: 'month',
    pay: [2_000, 3_000],
    subjects: science,
    at: ['university', 'institute'],
    asks: 'Open to undergraduates in the life sciences or medicine who will return to their studies in the autumn.',
    duties: 'join a laboratory for ten weeks and present a poster at the summer symposium',
  },
]
