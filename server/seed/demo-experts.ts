import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { orcidCheckCharacter } from '../../contract/experts.ts'
import type { Database } from '../db/schema.ts'
import { DEMO_DOMAIN } from './demo-accounts.ts'
import { addExpertProfile, createExpert } from './factories/experts.ts'
import { slugify } from '../lib/slugify.ts'

interface DemoExpert {
  name: string
  qualification: string
  profession: string
  subjects: string[]
  /** What they work on. */
  bio: string
  languages: string[]
  orcid?: true
  /** Staff took the profile out of the directory: Profile Management shows one such. */
  unlisted?: true
}

// Made-up people: any likeness to a real one is chance. Their profiles are marked as demo ones, so their cards say
// 'Demo' and never claim staff verified them. Their ORCID iDs are in a block ORCID never issues (0000-0000-…), so no
// demo profile points at a real researcher's record.
const experts: DemoExpert[] = [
  { name: 'Dr. Priya Raghavan', qualification: 'dm-mch', profession: 'associate-professor', subjects: ['cardiology', 'interventional-cardiology'], bio: 'Interventional cardiologist; reviews trial protocols and coronary imaging studies.', languages: ['English', 'Tamil', 'Hindi'], orcid: true },
  { name: 'Prof. Samuel Okafor', qualification: 'phd', profession: 'professor', subjects: ['epidemiology', 'biostatistics', 'global-health'], bio: 'Designs cohort studies and helps early-career researchers choose the right statistical model.', languages: ['English', 'Yoruba'], orcid: true },
  { name: 'Dr. Meenakshi Iyer', qualification: 'dm-mch', profession: 'physician', subjects: ['neurology', 'pediatric-neurology'], bio: 'Paediatric neurologist with a focus on epilepsy in children and EEG reporting.', languages: ['English', 'Malayalam'] },
  { name: 'Dr. Arjun Mehta', qualification: 'md-ms', profession: 'surgeon', subjects: ['general-surgery', 'surgical-oncology', 'colorectal-surgery'], bio: 'Colorectal surgeon; happy to talk through surgical case reports and audit design.', languages: ['English', 'Hindi', 'Gujarati'] },
  { name: 'Dr. Laura Bennett', qualification: 'phd', profession: 'researcher', subjects: ['pharmacology', 'clinical-pharmacology', 'toxicology'], bio: 'Studies drug interactions in older adults; advises on pharmacokinetic methods.', languages: ['English'], orcid: true },
  { name: 'Dr. Kenji Watanabe', qualification: 'phd', profession: 'lab-scientist', subjects: ['molecular-biology', 'genetics', 'genomics'], bio: 'Runs a sequencing core and helps with variant calling and study design for genomics projects.', languages: ['English', 'Japanese'], orcid: true },
  { name: 'Dr. Fatima Al-Sayed', qualification: 'md-ms', profession: 'physician', subjects: ['obstetrics-and-gynecology', 'reproductive-medicine', 'maternal-fetal-medicine'], bio: 'Obstetrician working on high-risk pregnancy and fertility outcomes research.', languages: ['English', 'Arabic'] },
  { name: 'Dr. Rahul Deshpande', qualification: 'md-ms', profession: 'assistant-professor', subjects: ['psychiatry', 'child-and-adolescent-psychiatry'], bio: 'Child psychiatrist; supervises theses on adolescent mental health.', languages: ['English', 'Marathi', 'Hindi'] },
  { name: 'Dr. Ananya Bose', qualification: 'mph', profession: 'public-health-professional', subjects: ['public-health', 'health-policy', 'maternal-and-child-health'], bio: 'Evaluates maternal health programmes and writes policy briefs from field data.', languages: ['English', 'Bengali', 'Hindi'], orcid: true },
  { name: 'Dr. Carlos Mendoza', qualification: 'md-ms', profession: 'physician', subjects: ['infectious-diseases', 'tropical-medicine'], bio: 'Infectious disease physician with field experience in dengue and malaria studies.', languages: ['English', 'Spanish', 'Portuguese'], orcid: true },
  { name: 'Dr. Nadia Haddad', qualification: 'phd', profession: 'associate-professor', subjects: ['immunology', 'allergy-and-clinical-immunology'], bio: 'Immunologist; reads flow cytometry data and advises on allergy research.', languages: ['English', 'French', 'Arabic'] },
  { name: 'Dr. Vikram Singh', qualification: 'dm-mch', profession: 'physician', subjects: ['nephrology', 'diabetology'], bio: 'Nephrologist studying diabetic kidney disease; reviews manuscripts for renal journals.', languages: ['English', 'Hindi', 'Punjabi'] },
  { name: 'Grace Mwangi', qualification: 'msc', profession: 'nurse', subjects: ['nursing', 'midwifery', 'pediatric-nursing'], bio: 'Nurse researcher; helps nursing students plan their first clinical study.', languages: ['English', 'Swahili'] },
  { name: 'Dr. Suresh Kumar', qualification: 'mds', profession: 'dentist', subjects: ['orthodontics', 'oral-and-maxillofacial-surgery'], bio: 'Orthodontist; advises on dental case series and cephalometric analysis.', languages: ['English', 'Tamil', 'Telugu'] },
  { name: 'Dr. Emily Carter', qualification: 'phd', profession: 'lecturer', subjects: ['biostatistics', 'clinical-research', 'evidence-based-medicine'], bio: 'Teaches systematic review methods and checks meta-analyses before submission.', languages: ['English'], orcid: true },
  { name: 'Dr. Lakshmi Narayanan', qualification: 'mpharm', profession: 'pharmacist', subjects: ['pharmacy-practice', 'pharmacovigilance', 'clinical-pharmacy'], bio: 'Clinical pharmacist running an adverse drug reaction monitoring centre.', languages: ['English', 'Tamil', 'Kannada'] },
  { name: 'Dr. Tomasz Nowak', qualification: 'md-ms', profession: 'physician', subjects: ['radiology', 'interventional-radiology', 'neuroradiology'], bio: 'Radiologist; helps with imaging protocols and reporting standards in research.', languages: ['English', 'Polish'] },
  { name: 'Dr. Aisha Bello', qualification: 'md-ms', profession: 'resident-doctor', subjects: ['pediatrics', 'neonatology'], bio: 'Paediatrics resident with research on neonatal sepsis in district hospitals.', languages: ['English', 'Hausa'] },
  { name: 'Dr. Rohini Kapoor', qualification: 'phd', profession: 'journal-editor', subjects: ['medical-education', 'medical-ethics'], bio: 'Journal editor; explains peer review, authorship and ethics approval questions.', languages: ['English', 'Hindi'], orcid: true },
  { name: 'Dr. Daniel Cohen', qualification: 'md-ms', profession: 'physician', subjects: ['oncology', 'medical-oncology', 'hematology'], bio: 'Medical oncologist involved in phase II trials for blood cancers.', languages: ['English', 'Hebrew'], orcid: true },
  { name: 'Sneha Patil', qualification: 'msc', profession: 'physiotherapist', subjects: ['physiotherapy', 'sports-medicine', 'rehabilitation-sciences'], bio: 'Sports physiotherapist; advises on rehabilitation outcome measures.', languages: ['English', 'Marathi'] },
  { name: 'Dr. Hannah Schmidt', qualification: 'phd', profession: 'researcher', subjects: ['neuroscience', 'neuropsychology'], bio: 'Cognitive neuroscientist working with memory tasks and neuroimaging data.', languages: ['English', 'German'] },
  { name: 'Dr. Imran Sheikh', qualification: 'md-ms', profession: 'physician', subjects: ['pulmonology', 'critical-care-medicine', 'sleep-medicine'], bio: 'Pulmonologist and intensivist; studies ventilation strategies in the ICU.', languages: ['English', 'Urdu', 'Hindi'] },
  { name: 'Dr. Mei Lin Tan', qualification: 'phd', profession: 'associate-professor', subjects: ['bioinformatics', 'artificial-intelligence-in-medicine', 'digital-health'], bio: 'Builds machine-learning models for clinical data and reviews AI study reporting.', languages: ['English', 'Mandarin', 'Malay'], orcid: true },
  { name: 'Dr. Olivia Martins', qualification: 'md-ms', profession: 'physician', subjects: ['dermatology'], bio: 'Dermatologist interested in skin of colour and teledermatology studies.', languages: ['English', 'Portuguese'] },
  { name: 'Dr. Ravi Shankar Pillai', qualification: 'bams-bhms', profession: 'traditional-medicine-practitioner', subjects: ['ayurveda', 'integrative-medicine', 'herbal-medicine'], bio: 'Ayurveda practitioner; guides trial design for herbal formulations.', languages: ['English', 'Malayalam', 'Hindi'] },
  { name: 'Dr. Chloe Dubois', qualification: 'mph', profession: 'healthcare-administrator', subjects: ['health-economics', 'hospital-administration'], bio: 'Health economist; helps with cost-effectiveness analyses and hospital data.', languages: ['English', 'French'] },
  { name: 'Dr. Pooja Reddy', qualification: 'dm-mch', profession: 'physician', subjects: ['endocrinology', 'diabetology'], bio: 'Endocrinologist researching thyroid disorders and type 2 diabetes care.', languages: ['English', 'Telugu', 'Hindi'], orcid: true },
  { name: 'Dr. Joseph Mensah', qualification: 'phd', profession: 'lecturer', subjects: ['microbiology', 'virology', 'vaccinology'], bio: 'Virologist teaching laboratory methods; advises on vaccine immunogenicity studies.', languages: ['English', 'Twi'] },
  { name: 'Kavita Joshi', qualification: 'msc', profession: 'dietitian', subjects: ['nutrition-and-dietetics', 'lifestyle-medicine'], bio: 'Clinical dietitian; helps with dietary assessment tools and nutrition trials.', languages: ['English', 'Hindi'] },
  { name: 'Dr. Ahmed Farouk', qualification: 'md-ms', profession: 'surgeon', subjects: ['orthopedics', 'trauma-surgery'], bio: 'Orthopaedic trauma surgeon; profile awaiting staff review.', languages: ['English', 'Arabic'], unlisted: true },
]

/** A made-up ORCID iD with a correct check character, in a block ORCID never issues. */
const demoOrcid = (n: number) => {
  const digits = `00000000${String(1000 + n).padStart(4, '0')}${String(n * 37).padStart(3, '0').slice(-3)}`
  return `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}-${digits.slice(12)}${orcidCheckCharacter(digits)}`
}

/**
 * About thirty made-up experts across the medical and health-science subjects, for the directory and Profile
 * Management, and a profile for the demo expert account. Their shared password is random per database and never
 * printed: they are there to be browsed and connected to.
 */
export async function seedDemoExperts(db: Kysely<Database>, domain = DEMO_DOMAIN) {
  const [qualifications, professions, subjects] = await Promise.all([
    db.selectFrom('qualifications').select(['id', 'slug']).execute(),
    db.selectFrom('professions').select(['id', 'slug']).execute(),
    db.selectFrom('subjects').select(['id', 'slug']).execute(),
  ])
  const idOf = (rows: { id: number; slug: string }[], slug: string, what: string) => {
    const id = rows.find((row) => row.slug === slug)?.id
    if (id === undefined) throw new Error(`No ${what} ${slug}`)
    return id
  }
  const password = randomBytes(12).toString('base64url')
  for (const [n, expert] of experts.entries()) {
    await createExpert(db, {
      name: expert.name,
      email: `${slugify(expert.name.replace(/^(Dr|Prof)\.\s+/, '')).replace(/-/g, '.')}@${domain}`,
      password,
      qualificationId: idOf(qualifications, expert.qualification, 'qualification'),
      professionId: idOf(professions, expert.profession, 'profession'),
      subjectIds: expert.subjects.map((slug) => idOf(subjects, slug, 'subject')),
      bio: expert.bio,
      languages: expert.languages,
      demo: true,
      orcid: expert.orcid ? demoOrcid(n) : null,
      listed: !expert.unlisted,
    })
  }
  // The demo expert one can sign in as answers in the chat, so the directory lists them too.
  const demoExpert = await db.selectFrom('users').select('id').where('email', '=', `expert@${domain}`).where('role', '=', 'expert').executeTakeFirst()
  if (!demoExpert) return
  await addExpertProfile(db, demoExpert.id, { languages: ['English', 'Hindi'], orcid: demoOrcid(experts.length), demo: true })
}
