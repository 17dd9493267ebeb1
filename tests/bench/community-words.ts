// What the generated community posts and comments are made of (tests/bench/community-fill.ts). Each list is read
// with a skew toward its start, so a few words are common, as in real forums, and most are rare: a search
// for a common word finds thousands of posts, for a rare one a few dozen.

export const methods = [
  'western blot', 'qPCR', 'flow cytometry', 'meta-analysis', 'randomised trial', 'cohort study', 'survival analysis',
  'mixed models', 'CRISPR screen', 'ELISA', 'immunohistochemistry', 'mass spectrometry', 'RNA sequencing',
  'confocal imaging', 'propensity scores', 'Bayesian priors', 'power calculation', 'thematic analysis',
  'systematic review', 'case series', 'cell culture', 'mouse model', 'patch clamp', 'chromatography', 'spectroscopy',
  'ultrasound', 'MRI segmentation', 'logistic regression', 'cluster sampling', 'questionnaire validation',
]

export const subjects = [
  'cardiology', 'oncology', 'epidemiology', 'neuroscience', 'immunology', 'genomics', 'microbiology', 'pharmacology',
  'psychiatry', 'paediatrics', 'nephrology', 'dermatology', 'endocrinology', 'radiology', 'ophthalmology', 'virology',
  'biostatistics', 'anaesthesia', 'orthopaedics', 'gastroenterology', 'haematology', 'pathology', 'toxicology',
  'nutrition', 'physiotherapy', 'dentistry', 'nursing', 'bioinformatics', 'proteomics', 'ecology',
]

export const questions = [
  'which controls do reviewers expect?', 'how many replicates are enough?', 'normalisation problems',
  'sample size advice wanted', 'software recommendations?', 'reproducibility concerns', 'interpreting unexpected results',
  'ethics approval timeline', 'funding for a pilot', 'choosing a journal', 'handling missing data', 'batch effects',
  'reporting guideline to follow', 'looking for collaborators', 'training resources', 'outliers in the pilot data',
]

export const places = [
  'Pune', 'Chennai', 'Kolkata', 'Lucknow', 'Bengaluru', 'Hyderabad', 'Ahmedabad', 'Jaipur', 'Bhopal', 'Kochi',
  'Guwahati', 'Chandigarh', 'Nagpur', 'Indore', 'Mysuru', 'Vellore', 'Manipal', 'Patna', 'Ranchi', 'Dehradun',
  'Shillong', 'Srinagar', 'Puducherry', 'Thiruvananthapuram', 'Visakhapatnam', 'Coimbatore', 'Madurai', 'Varanasi',
]

export const problems = [
  'the signal fades after the second week', 'the bands look smeared', 'the baseline drifts', 'two sites disagree',
  'the effect disappears after adjustment', 'the variance is much larger than expected', 'recruitment is slow',
  'the controls cross-react', 'the model does not converge', 'the reviewers question the cut-off',
  'the staining is patchy at the edges', 'the follow-up is shorter than planned', 'the pilot shows a ceiling effect',
]

export const asks = [
  'Has anyone seen this before?', 'What would you check first?', 'Any protocol you would recommend?',
  'Is this worth a letter to the editor?', 'Would a sensitivity analysis settle it?', 'Happy to share the raw data.',
  'Which reference should we cite for the method?', 'Could it be the reagent lot?',
]

// Words found only in comments: a search for one finds a post through its comments alone.
export const remedies = [
  'calibrate the nanodrop', 'rerun it on the thermocycler', 'check the centrifuge rotor', 'use a fresh aliquot',
  'ask the biobank for duplicates', 'try a longer blocking step', 'lower the exposure time', 'sonicate the lysate',
  'recheck the spectrophotometer', 'swap the cryostat blade', 'use stratified randomisation', 'bootstrap the interval',
  'pre-register the analysis', 'contact the corresponding author', 'match on the propensity score',
  'report it as exploratory', 'add a negative control lane', 'dilute the primary antibody', 'warm the incubator',
  'validate against the microtome sections', 'recompute with the bioanalyzer traces', 'autoclave the glassware',
]

export const openings = ['You could', 'In our lab we had to', 'I would', 'We always', 'Maybe', 'Agree with the above: first']

export const firstNames = ['Anjali', 'Rahul', 'Priya', 'Arjun', 'Kavya', 'Vikram', 'Meera', 'Rohan', 'Sneha', 'Aditya', 'Farah', 'Joseph', 'Lakshmi', 'Imran']
export const lastNames = ['Menon', 'Sharma', 'Iyer', 'Gupta', 'Reddy', 'Nair', 'Das', 'Khan', 'Patel', 'Bose', 'Singh', 'Thomas', 'Rao', 'Verma', 'Joshi']
