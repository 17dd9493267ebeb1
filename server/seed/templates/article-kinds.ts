import type { TemplateKind } from '../../../contract/templates.ts'

// One definition per article kind: the sections, word limits and reporting guidelines that both the Word and the
// LaTeX template are written from. Limits are the common ones of major medical journals; each template says to
// check the target journal's own instructions.

export interface Guideline {
  name: string
  /** The studies it is for. */
  scope: string
  url: string
}

export interface TemplateSection {
  heading: string
  /** What to write here, as the template tells the author. */
  guidance: string
  subsections?: readonly { heading: string; guidance: string }[]
}

export interface ArticleKind {
  kind: TemplateKind
  /** What the article is, in one sentence. */
  purpose: string
  guidelines: readonly Guideline[]
  limits: {
    /** Null where the kind has no abstract. */
    abstractWords: number | null
    /** The main text, from the Introduction to the end of the Discussion. */
    mainWords: number
    references: number
    /** Figures and tables together. */
    displayItems: number
  }
  /** The abstract's headings; empty for an unstructured abstract. */
  abstractHeadings: readonly string[]
  sections: readonly TemplateSection[]
}

const guideline = {
  consort: { name: 'CONSORT 2010', scope: 'randomised controlled trials', url: 'https://www.equator-network.org/reporting-guidelines/consort/' },
  spirit: { name: 'SPIRIT 2013', scope: 'trial protocols', url: 'https://www.equator-network.org/reporting-guidelines/spirit-2013-statement-defining-standard-protocol-items-for-clinical-trials/' },
  strobe: { name: 'STROBE', scope: 'observational studies (cohort, case-control, cross-sectional)', url: 'https://www.equator-network.org/reporting-guidelines/strobe/' },
  stard: { name: 'STARD 2015', scope: 'diagnostic accuracy studies', url: 'https://www.equator-network.org/reporting-guidelines/stard/' },
  arrive: { name: 'ARRIVE 2.0', scope: 'research using animals', url: 'https://arriveguidelines.org/' },
  srqr: { name: 'SRQR', scope: 'qualitative research', url: 'https://www.equator-network.org/reporting-guidelines/srqr/' },
  coreq: { name: 'COREQ', scope: 'interviews and focus groups', url: 'https://www.equator-network.org/reporting-guidelines/coreq/' },
  strobeMr: { name: 'STROBE-MR', scope: 'Mendelian randomisation studies', url: 'https://www.equator-network.org/reporting-guidelines/strobe-mr/' },
  tripod: { name: 'TRIPOD', scope: 'prediction models developed or validated from data sets', url: 'https://www.equator-network.org/reporting-guidelines/tripod-statement/' },
  remark: { name: 'REMARK', scope: 'tumour marker prognostic studies', url: 'https://www.equator-network.org/reporting-guidelines/reporting-recommendations-for-tumour-marker-prognostic-studies-remark/' },
  isscr: { name: 'ISSCR Standards for Human Stem Cell Use in Research', scope: 'stem cell and organoid work', url: 'https://www.isscr.org/standards-document' },
  sanra: { name: 'SANRA', scope: 'narrative reviews', url: 'https://researchintegrityjournal.biomedcentral.com/articles/10.1186/s41073-019-0064-8' },
  care: { name: 'CARE', scope: 'case reports', url: 'https://www.care-statement.org/' },
  process: { name: 'PROCESS', scope: 'surgical case series', url: 'https://www.equator-network.org/reporting-guidelines/process/' },
  prisma: { name: 'PRISMA 2020', scope: 'systematic reviews and meta-analyses', url: 'https://www.prisma-statement.org/' },
  moose: { name: 'MOOSE', scope: 'meta-analyses of observational studies', url: 'https://www.equator-network.org/reporting-guidelines/meta-analysis-of-observational-studies-in-epidemiology-a-proposal-for-reporting-meta-analysis-of-observational-studies-in-epidemiology-moose-group/' },
  icmje: { name: 'ICMJE Recommendations', scope: 'all manuscripts submitted to medical journals', url: 'https://www.icmje.org/recommendations/' },
} satisfies Record<string, Guideline>

const imrad = ['Background', 'Methods', 'Results', 'Conclusions']

const introduction: TemplateSection = {
  heading: 'Introduction',
  guidance: 'State what is known, the gap this work fills and the question or hypothesis, with the key references. End with the aim of the study.',
}

const discussion: TemplateSection = {
  heading: 'Discussion',
  guidance: 'Begin with the main finding, then compare it with earlier work, explain its meaning and say what it changes.',
  subsections: [
    { heading: 'Strengths and limitations', guidance: 'Name the sources of bias and imprecision and the direction in which each could move the results.' },
    { heading: 'Conclusions', guidance: 'What the evidence supports, without going beyond the data. Say what research should come next.' },
  ],
}

const statistics = { heading: 'Statistical analysis', guidance: 'Name every test, the software and its version, how missing data were handled and the threshold of significance.' }

export const articleKinds: readonly ArticleKind[] = [
  {
    kind: 'general-research-article',
    purpose: 'A full report of original research: a question, the methods used to answer it, the results and what they mean.',
    guidelines: [guideline.strobe, guideline.consort, guideline.stard, guideline.srqr, guideline.icmje],
    limits: { abstractWords: 250, mainWords: 4000, references: 50, displayItems: 8 },
    abstractHeadings: imrad,
    sections: [
      introduction,
      {
        heading: 'Methods',
        guidance: 'Enough detail for another team to repeat the study. Follow the checklist of your design: STROBE for observational studies, CONSORT for trials, STARD for diagnostic accuracy, SRQR for qualitative work.',
        subsections: [
          { heading: 'Study design and setting', guidance: 'The design, the place and the dates of recruitment, exposure and follow-up.' },
          { heading: 'Participants', guidance: 'Eligibility criteria, how participants were chosen, and the sample size calculation.' },
          { heading: 'Variables and measurements', guidance: 'Outcomes, exposures, predictors and confounders, each with how it was measured.' },
          { heading: 'Ethics', guidance: 'The approving committee, its reference number and how consent was obtained.' },
          statistics,
        ],
      },
      {
        heading: 'Results',
        guidance: 'Report the findings in the order of the Methods, with numbers of participants at each stage, effect estimates and their 95% confidence intervals. Do not repeat tables in the text.',
      },
      discussion,
    ],
  },
  {
    kind: 'research-in-vitro-and-in-vivo',
    purpose: 'Cancer biology research that combines cell-based experiments with animal models to test a mechanism or a treatment.',
    guidelines: [guideline.arrive, guideline.icmje],
    limits: { abstractWords: 250, mainWords: 5000, references: 60, displayItems: 8 },
    abstractHeadings: imrad,
    sections: [
      introduction,
      {
        heading: 'Materials and methods',
        guidance: 'Describe every reagent and model so the work can be repeated. Animal work follows the ARRIVE 2.0 Essential 10.',
        subsections: [
          { heading: 'Cell lines and culture', guidance: 'Source, authentication (STR profile) and mycoplasma testing of each line, with culture conditions and passage numbers.' },
          { heading: 'Reagents and antibodies', guidance: 'Supplier, catalogue number, clone and dilution of each antibody; RRIDs where they exist.' },
          { heading: 'In vitro assays', guidance: 'Proliferation, migration, invasion, apoptosis or other assays, with the number of biological and technical replicates.' },
          { heading: 'Animals and ethics', guidance: 'Species, strain, sex, age, housing, the approving committee and the humane end points.' },
          { heading: 'In vivo experiments', guidance: 'Tumour models, dosing, randomisation to groups, blinding of outcome assessment and the sample size calculation.' },
          statistics,
        ],
      },
      { heading: 'Results', guidance: 'Present in vitro findings, then their test in vivo. Each figure legend states n, the test used and what error bars show.' },
      discussion,
    ],
  },
  {
    kind: 'research-on-organoids',
    purpose: 'Cancer biology research on patient-derived or engineered organoids: their derivation, characterisation and use as models.',
    guidelines: [guideline.isscr, guideline.arrive, guideline.icmje],
    limits: { abstractWords: 250, mainWords: 5000, references: 60, displayItems: 8 },
    abstractHeadings: imrad,
    sections: [
      introduction,
      {
        heading: 'Materials and methods',
        guidance: 'Report the origin and handling of every organoid line so that another laboratory can derive and grow it.',
        subsections: [
          { heading: 'Tissue source and consent', guidance: 'Where the tissue came from, the approving committee and the donors’ consent to research use.' },
          { heading: 'Organoid derivation and culture', guidance: 'Dissociation, matrix, medium composition with growth factors, passaging and cryopreservation.' },
          { heading: 'Characterisation and authentication', guidance: 'Histology, marker expression, genomic concordance with the parent tumour and STR matching.' },
          { heading: 'Drug response assays', guidance: 'Seeding density, dose range, exposure time, viability read-out and how response was summarised.' },
          { heading: 'Xenotransplantation', guidance: 'Where organoids were grown in animals, the ARRIVE 2.0 items for that work.' },
          statistics,
        ],
      },
      { heading: 'Results', guidance: 'Derivation success rate, how closely organoids reproduce the parent tumour, then the experimental findings.' },
      discussion,
    ],
  },
  {
    kind: 'research-on-integrating-publicly-available-database-and-experimental-validation',
    purpose: 'Clinical research that mines public data sets (TCGA, GEO, GTEx and others) and confirms the findings by experiment.',
    guidelines: [guideline.remark, guideline.tripod, guideline.strobe, guideline.icmje],
    limits: { abstractWords: 250, mainWords: 4500, references: 60, displayItems: 8 },
    abstractHeadings: imrad,
    sections: [
      introduction,
      {
        heading: 'Methods',
        guidance: 'Make the analysis reproducible: every data set by accession number and version, every tool by version and parameters.',
        subsections: [
          { heading: 'Data sources', guidance: 'Each database, accession number, release date, platform and the samples included or excluded, with reasons.' },
          { heading: 'Data processing', guidance: 'Normalisation, batch correction and the thresholds used to call genes or features.' },
          { heading: 'Bioinformatic analysis', guidance: 'Differential expression, enrichment, survival, network or model building; for prediction models follow TRIPOD.' },
          { heading: 'Experimental validation', guidance: 'Samples, cell lines or patients used to confirm the findings, and the assays (qPCR, immunohistochemistry, functional tests).' },
          statistics,
        ],
      },
      { heading: 'Results', guidance: 'Report the discovery findings, then the validation, keeping discovery and validation sets apart.' },
      discussion,
      { heading: 'Data and code availability', guidance: 'Accession numbers of every data set used and where the analysis code can be found.' },
    ],
  },
  {
    kind: 'mendelian-randomization-study',
    purpose: 'Clinical research that uses genetic variants as instruments to estimate the causal effect of an exposure on an outcome.',
    guidelines: [guideline.strobeMr, guideline.icmje],
    limits: { abstractWords: 250, mainWords: 4000, references: 50, displayItems: 6 },
    abstractHeadings: imrad,
    sections: [
      introduction,
      {
        heading: 'Methods',
        guidance: 'Follow the STROBE-MR checklist item by item.',
        subsections: [
          { heading: 'Study design and assumptions', guidance: 'The exposure and outcome, and how the relevance, independence and exclusion restriction assumptions were assessed.' },
          { heading: 'Data sources', guidance: 'Each GWAS: consortium, ancestry, sample size, phenotype definition and any overlap between exposure and outcome samples.' },
          { heading: 'Instrument selection', guidance: 'P-value threshold, clumping (r² and window), F-statistics and handling of palindromic variants.' },
          { heading: 'Statistical analysis', guidance: 'The main method (inverse-variance weighted) and its complements (MR-Egger, weighted median, mode-based), with software versions.' },
          { heading: 'Sensitivity analyses', guidance: 'Heterogeneity (Cochran’s Q), pleiotropy (MR-Egger intercept, MR-PRESSO), leave-one-out and reverse-direction analyses.' },
        ],
      },
      { heading: 'Results', guidance: 'Instruments used, the causal estimates per unit of exposure with 95% confidence intervals, then the sensitivity analyses.' },
      discussion,
    ],
  },
  {
    kind: 'review-article',
    purpose: 'A narrative review that brings together and appraises what is known on a topic for a broad readership.',
    guidelines: [guideline.sanra, guideline.icmje],
    limits: { abstractWords: 250, mainWords: 6000, references: 150, displayItems: 6 },
    abstractHeadings: [],
    sections: [
      { heading: 'Introduction', guidance: 'Why the topic matters now and what the review covers and leaves out.' },
      { heading: 'Search strategy and selection criteria', guidance: 'Databases, dates and search terms used, and how articles were chosen (SANRA item 3).' },
      { heading: 'Main body', guidance: 'Thematic sections with headings of your own. Weigh the evidence, note its level and where studies disagree.' },
      { heading: 'Future directions', guidance: 'Open questions and the studies that would answer them.' },
      { heading: 'Conclusions', guidance: 'The key messages for readers, in a few sentences.' },
    ],
  },
  {
    kind: 'brief-communication',
    purpose: 'A short report of a focused finding of immediate interest: one question, one main result.',
    guidelines: [guideline.strobe, guideline.consort, guideline.icmje],
    limits: { abstractWords: 100, mainWords: 1500, references: 15, displayItems: 2 },
    abstractHeadings: [],
    sections: [
      { heading: 'Introduction', guidance: 'One paragraph: the question and why it matters.' },
      { heading: 'Methods', guidance: 'Essentials only; follow the checklist of the design (STROBE, CONSORT). Move detail to supplementary material.' },
      { heading: 'Results', guidance: 'The main result with its estimate and confidence interval.' },
      { heading: 'Discussion', guidance: 'What the finding means, its main limitation and what should follow.' },
    ],
  },
  {
    kind: 'letters-to-editor',
    purpose: 'A short letter commenting on an article the journal published, or reporting a brief observation.',
    guidelines: [guideline.icmje],
    limits: { abstractWords: null, mainWords: 800, references: 10, displayItems: 1 },
    abstractHeadings: [],
    sections: [
      { heading: 'Salutation', guidance: 'Start with “To the Editor,” and, for a comment, cite the article it concerns in the first sentence.' },
      { heading: 'Letter', guidance: 'Make one or two points, with evidence. Keep the tone factual; the authors of the article may be invited to reply.' },
      { heading: 'Signature', guidance: 'Each author’s name, degree, affiliation and email.' },
    ],
  },
  {
    kind: 'case-report',
    purpose: 'The report of one patient whose presentation, diagnosis or treatment teaches something new.',
    guidelines: [guideline.care, guideline.icmje],
    limits: { abstractWords: 150, mainWords: 2000, references: 20, displayItems: 4 },
    abstractHeadings: ['Background', 'Case presentation', 'Conclusions'],
    sections: [
      { heading: 'Introduction', guidance: 'Why this case is worth reporting, with a short review of the literature.' },
      {
        heading: 'Case presentation',
        guidance: 'Follow the CARE checklist. Remove anything that could identify the patient.',
        subsections: [
          { heading: 'Patient information', guidance: 'Age, sex, relevant history, occupation where it matters, and the presenting complaint.' },
          { heading: 'Clinical findings', guidance: 'The examination findings that matter to the diagnosis.' },
          { heading: 'Timeline', guidance: 'A table or figure of the key dates, from the first symptoms to the last follow-up.' },
          { heading: 'Diagnostic assessment', guidance: 'Tests, their results, the differential diagnosis and the reasoning that led to the diagnosis.' },
          { heading: 'Therapeutic intervention', guidance: 'Every treatment with dose, route and duration, and any change to it.' },
          { heading: 'Follow-up and outcomes', guidance: 'The outcome as the clinician and as the patient saw it, adherence and any adverse events.' },
        ],
      },
      { heading: 'Discussion', guidance: 'Strengths and limitations of the report, how it compares with published cases and the lesson for practice.' },
      { heading: 'Patient perspective', guidance: 'Where possible, the patient’s own account of the illness and treatment.' },
      { heading: 'Informed consent', guidance: 'State that the patient (or guardian) gave written consent to publication.' },
    ],
  },
  {
    kind: 'case-series',
    purpose: 'The report of several patients with a shared condition, exposure or treatment, described together.',
    guidelines: [guideline.care, guideline.process, guideline.icmje],
    limits: { abstractWords: 250, mainWords: 3000, references: 30, displayItems: 5 },
    abstractHeadings: ['Background', 'Case presentations', 'Conclusions'],
    sections: [
      { heading: 'Introduction', guidance: 'The condition, what is known and why this series adds to it.' },
      {
        heading: 'Methods',
        guidance: 'How the cases were found, so readers can judge selection bias. Surgical series follow PROCESS.',
        subsections: [
          { heading: 'Setting and case identification', guidance: 'Where and when, the source of cases and whether they were consecutive.' },
          { heading: 'Data collection', guidance: 'What was recorded for every patient and from which records.' },
          { heading: 'Ethics and consent', guidance: 'The approving committee or waiver and the patients’ consent to publication.' },
        ],
      },
      { heading: 'Case presentations', guidance: 'A summary table of all patients, then short narratives where a case differs.' },
      { heading: 'Discussion', guidance: 'Patterns across the cases, how they compare with the literature, and the limits of an uncontrolled series.' },
    ],
  },
  {
    kind: 'clinical-research',
    purpose: 'A clinical trial or clinical study in patients, reported so that its conduct and results can be judged.',
    guidelines: [guideline.consort, guideline.spirit, guideline.strobe, guideline.stard, guideline.icmje],
    limits: { abstractWords: 300, mainWords: 4000, references: 40, displayItems: 6 },
    abstractHeadings: ['Background', 'Methods', 'Results', 'Conclusions', 'Trial registration'],
    sections: [
      introduction,
      {
        heading: 'Methods',
        guidance: 'Follow CONSORT 2010 for randomised trials (with the protocol written to SPIRIT 2013), STROBE for observational clinical studies, STARD for diagnostic accuracy.',
        subsections: [
          { heading: 'Trial design and registration', guidance: 'Design, allocation ratio, the registry and number, and any changes after the trial began.' },
          { heading: 'Participants', guidance: 'Eligibility criteria and the settings and locations where data were collected.' },
          { heading: 'Interventions', guidance: 'Each group’s intervention in enough detail to be replicated, and when it was given.' },
          { heading: 'Outcomes', guidance: 'Prespecified primary and secondary outcomes, and how and when they were assessed.' },
          { heading: 'Sample size', guidance: 'How the sample size was determined, with the assumed effect and power.' },
          { heading: 'Randomisation and blinding', guidance: 'Sequence generation, allocation concealment, who was blinded and how.' },
          statistics,
        ],
      },
      {
        heading: 'Results',
        guidance: 'A CONSORT flow diagram, baseline characteristics by group, each outcome with its effect size and 95% confidence interval, and all harms.',
      },
      discussion,
    ],
  },
  {
    kind: 'systematic-reviews-and-meta-analysis',
    purpose: 'A systematic review, with or without a meta-analysis, that finds, appraises and combines all studies on a question.',
    guidelines: [guideline.prisma, guideline.moose, guideline.icmje],
    limits: { abstractWords: 300, mainWords: 5000, references: 100, displayItems: 8 },
    abstractHeadings: ['Background', 'Methods', 'Results', 'Conclusions', 'Registration'],
    sections: [
      introduction,
      {
        heading: 'Methods',
        guidance: 'Follow PRISMA 2020 (MOOSE as well for observational studies). Register the protocol before the search, for example in PROSPERO.',
        subsections: [
          { heading: 'Protocol and registration', guidance: 'The registry and number, and any change from the protocol.' },
          { heading: 'Eligibility criteria', guidance: 'Population, intervention or exposure, comparator, outcomes and study designs (PICOS).' },
          { heading: 'Information sources and search', guidance: 'Every database and register with the date last searched; the full search of one database in the supplement.' },
          { heading: 'Selection and data collection', guidance: 'How many reviewers screened and extracted data, independently or not, and how disagreements were settled.' },
          { heading: 'Risk of bias', guidance: 'The tool used (RoB 2, ROBINS-I, Newcastle-Ottawa) and how it informed the synthesis.' },
          { heading: 'Synthesis methods', guidance: 'Effect measures, the model (fixed or random effects), heterogeneity (I²), subgroup and sensitivity analyses, and small-study effects.' },
          { heading: 'Certainty of evidence', guidance: 'How certainty was rated, for example with GRADE.' },
        ],
      },
      { heading: 'Results', guidance: 'A PRISMA flow diagram, the characteristics and risk of bias of included studies, then each synthesis with forest plots.' },
      discussion,
    ],
  },
]
