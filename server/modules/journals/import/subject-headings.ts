import { subjects } from '../../../reference/subjects.ts'

// DOAJ files journals under Library of Congress headings, e.g.
// "Medicine: Internal medicine: Specialties of internal medicine: Diseases of the circulatory (Cardiovascular)
// system | Science: Biology (General)". The finder filters on its own subjects, so each heading is read for
// the words that name one of them. Headings outside medicine and health match nothing and are left out.
const rules: [RegExp, string[]][] = [
  [/\bhuman anatomy\b|\banatomy\b/, ['anatomy']],
  [/\bphysiology\b/, ['physiology']],
  [/\bbiochemistry\b/, ['biochemistry']],
  [/\btherapeutics\b|\bpharmacology\b/, ['pharmacology']],
  [/\bpharmacy\b|\bmateria medica\b/, ['pharmacy']],
  [/\bpathology\b/, ['pathology']],
  [/\bmicrobiology\b|\bmicroorganisms\b/, ['microbiology']],
  [/\bforensic\b|\blegal medicine\b|\bautopsy\b/, ['forensic-medicine']],
  [/\bpublic aspects of medicine\b|\bpublic health\b|\bhygiene\b/, ['public-health']],
  [/\bpreventive medicine\b/, ['preventive-medicine']],
  [/\binternal medicine\b/, ['internal-medicine']],
  [/^surgery\b|\bgeneral surgery\b/, ['general-surgery']],
  [/\bpediatrics\b/, ['pediatrics']],
  [/\bgynecology\b|\bobstetrics\b/, ['obstetrics-and-gynecology']],
  [/\borthopedic\b/, ['orthopedics']],
  [/\bophthalmology\b/, ['ophthalmology']],
  [/\botorhinolaryngology\b/, ['otorhinolaryngology']],
  [/\bdermatology\b|\bdiseases of the skin\b/, ['dermatology']],
  [/\bpsychiatry\b/, ['psychiatry']],
  [/\bneurosciences\b/, ['neuroscience']],
  [/\banesthesiology\b/, ['anesthesiology']],
  [/\bmedical radiology\b|\bradiology\b/, ['radiology']],
  [/\bnuclear medicine\b/, ['nuclear-medicine']],
  [/\bmedical physics\b/, ['medical-physics']],
  [/\bemergencies\b|\bfirst aid\b/, ['emergency-medicine']],
  [/\bcritical care\b|\bintensive care\b/, ['critical-care-medicine']],
  [/\bcardiovascular\b|\bcirculatory\b/, ['cardiology']],
  [/\bneurology\b|\bnervous system\b/, ['neurology']],
  [/\bgenitourinary\b|\burology\b/, ['urology']],
  [/\bkidney\b|\bnephrology\b/, ['nephrology']],
  [/\bdigestive system\b|\bgastroenterology\b/, ['gastroenterology']],
  [/\brespiratory system\b/, ['pulmonology']],
  [/\bendocrin/, ['endocrinology']],
  [/\bneoplasms\b|\btumors\b|\boncology\b|\bcancer\b/, ['oncology']],
  [/\bblood\b/, ['hematology']],
  [/\bmusculoskeletal\b|\brheumat/, ['rheumatology']],
  [/\binfectious\b|\bparasitic\b|\bcommunicable\b/, ['infectious-diseases']],
  [/\bimmunolog/, ['immunology']],
  [/\ballergy\b/, ['allergy-and-clinical-immunology']],
  [/\bgenetics\b/, ['genetics']],
  [/\bmolecular biology\b/, ['molecular-biology']],
  [/\bcytology\b/, ['cell-biology']],
  [/\bgeriatrics\b/, ['geriatrics']],
  [/\bnursing\b/, ['nursing']],
  [/\bdentistry\b/, ['dentistry']],
  [/\btoxicology\b|\bpoisons\b/, ['toxicology']],
  [/\btropical medicine\b/, ['tropical-medicine']],
  [/\bsports medicine\b/, ['sports-medicine']],
  [/\bnutrition\b|\bnutritional\b|\bdietetics\b/, ['nutrition-and-dietetics']],
  [/\bhomeopathy\b/, ['homeopathy']],
  [/\bother systems of medicine\b/, ['integrative-medicine']],
  [/\bbiotechnology\b/, ['biotechnology']],
  [/\bveterinary\b/, ['veterinary-medicine']],
  [/\bmedical informatics\b|\bcomputer applications to medicine\b/, ['health-informatics']],
  [/\bmedical ethics\b|\bmedical philosophy\b/, ['medical-ethics']],
  [/\bhistory of medicine\b/, ['history-of-medicine']],
  [/\bindustrial medicine\b|\bindustrial hygiene\b/, ['occupational-medicine']],
  [/\bmedical education\b/, ['medical-education']],
  [/\bmedical technology\b|\bbiomedical engineering\b/, ['biomedical-engineering']],
  [/\benvironmental health\b/, ['environmental-health']],
  [/\bpsychology\b/, ['clinical-psychology']],
]

// A heading level that is exactly one of our subjects' names ("Pediatrics", "Cardiology") names it.
const byTitle = new Map(subjects.map((s) => [s.title.toLowerCase(), s.slug]))

/**
 * Our subject slugs for a DOAJ "Subjects" cell, each once. Each heading is read from its most specific
 * level up, and the first level that names a subject decides: a cardiology journal sits under "Internal
 * medicine: Specialties of internal medicine" too, but it is a cardiology journal.
 */
export function subjectsFromHeadings(cell: string): string[] {
  const found = new Set<string>()
  for (const path of cell.split('|')) {
    const levels = path.split(':').map((level) => level.trim().toLowerCase()).filter(Boolean)
    for (const heading of levels.reverse()) {
      const exact = byTitle.get(heading)
      const slugs = exact ? [exact] : rules.filter(([pattern]) => pattern.test(heading)).flatMap(([, s]) => s)
      if (!slugs.length) continue
      for (const slug of slugs) found.add(slug)
      break
    }
  }
  return [...found]
}
