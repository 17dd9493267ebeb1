/**
 * Qualifications / education levels.
 *
 * Used both as a member's "Education" and as a vacancy's "Type"
 * (the qualification a vacancy is aimed at), so titles are kept short
 * and read naturally in either place.
 */
export interface QualificationSeed {
  slug: string;
  title: string;
}

export const qualifications: readonly QualificationSeed[] = [
  { slug: 'high-school', title: 'High School' },
  { slug: 'diploma', title: 'Diploma' },
  { slug: 'mbbs', title: "Bachelor's (MBBS)" },
  { slug: 'bds', title: 'BDS' },
  { slug: 'bsc-nursing', title: 'BSc Nursing' },
  { slug: 'bpharm', title: 'BPharm' },
  { slug: 'bams-bhms', title: 'BAMS / BHMS' },
  { slug: 'bsc', title: 'BSc (Allied Health / Life Sciences)' },
  { slug: 'md-ms', title: "Master's (MD/MS)" },
  { slug: 'mds', title: 'MDS' },
  { slug: 'msc', title: 'MSc' },
  { slug: 'mph', title: 'MPH' },
  { slug: 'mpharm', title: 'MPharm' },
  { slug: 'phd', title: 'PhD' },
  { slug: 'dm-mch', title: 'DM/MCh' },
  { slug: 'postdoctoral', title: 'Postdoctoral' },
  { slug: 'other', title: 'Other' },
];
