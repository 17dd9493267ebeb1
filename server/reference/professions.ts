/**
 * Professions / current roles of members.
 */
export interface ProfessionSeed {
  slug: string;
  title: string;
}

export const professions: readonly ProfessionSeed[] = [
  { slug: 'student', title: 'Student' },
  { slug: 'intern', title: 'Intern' },
  { slug: 'resident-doctor', title: 'Resident Doctor' },
  { slug: 'physician', title: 'Physician' },
  { slug: 'surgeon', title: 'Surgeon' },
  { slug: 'dentist', title: 'Dentist' },
  { slug: 'nurse', title: 'Nurse' },
  { slug: 'pharmacist', title: 'Pharmacist' },
  { slug: 'researcher', title: 'Researcher' },
  { slug: 'professor', title: 'Professor' },
  { slug: 'associate-professor', title: 'Associate Professor' },
  { slug: 'assistant-professor', title: 'Assistant Professor' },
  { slug: 'lecturer', title: 'Lecturer' },
  { slug: 'lab-scientist', title: 'Lab Scientist' },
  { slug: 'public-health-professional', title: 'Public Health Professional' },
  { slug: 'physiotherapist', title: 'Physiotherapist' },
  { slug: 'dietitian', title: 'Dietitian' },
  { slug: 'veterinarian', title: 'Veterinarian' },
  { slug: 'traditional-medicine-practitioner', title: 'Traditional Medicine Practitioner' },
  { slug: 'healthcare-administrator', title: 'Healthcare Administrator' },
  { slug: 'medical-writer', title: 'Medical Writer' },
  { slug: 'journal-editor', title: 'Journal Editor' },
  { slug: 'other', title: 'Other' },
];
