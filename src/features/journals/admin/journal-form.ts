import * as v from 'valibot'
import { JournalInput, type AdminJournal } from '../../../../contract/admin-journals.ts'

// The 'Manage Journal' form: what its boxes hold (text), and how that becomes what the API takes, checked by the
// contract's own schema so each message sits under the field the server would name.

export interface JournalFormValues {
  title: string
  link: string
  impactFactor: string
  publisher: string
  issnPrint: string
  issnElectronic: string
  country: string
  /** Comma-separated, as staff type them. */
  languages: string
  openAccess: boolean
  /** 'none': no charge; 'unknown': a charge of unknown size; 'amount': the amount and currency below. */
  apc: 'none' | 'unknown' | 'amount'
  apcAmount: string
  apcCurrency: string
  licence: string
  reviewProcess: string
  weeksToPublication: string
  scope: string
  keywords: string
  subjectIds: string[]
  indexes: string[]
}

export const emptyJournal: JournalFormValues = {
  title: '',
  link: '',
  impactFactor: '',
  publisher: '',
  issnPrint: '',
  issnElectronic: '',
  country: '',
  languages: '',
  openAccess: false,
  apc: 'none',
  apcAmount: '',
  apcCurrency: '',
  licence: '',
  reviewProcess: '',
  weeksToPublication: '',
  scope: '',
  keywords: '',
  subjectIds: [],
  indexes: [],
}

const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean)
/** Blank is none; anything else is sent as a number (NaN too, so the contract names the field). */
const number = (text: string) => (text.trim() ? Number(text.replace(/,/g, '')) : null)
/** Charges are typed in whole units ('1500.50') and sent in minor units (cents). */
const minor = (text: string) => {
  const amount = number(text)
  return amount === null || Number.isNaN(amount) ? amount : Math.round(amount * 100)
}

/** The form's text as the API's input, before the contract checks it. */
export function toInput(values: JournalFormValues): JournalInput {
  return {
    title: values.title,
    link: values.link.trim() || null,
    impactFactor: number(values.impactFactor),
    publisher: values.publisher,
    issnPrint: values.issnPrint,
    issnElectronic: values.issnElectronic,
    country: values.country,
    languages: list(values.languages),
    openAccess: values.openAccess,
    apc:
      values.apc === 'none'
        ? null
        : values.apc === 'unknown'
          ? { amount: null, currency: null }
          : { amount: minor(values.apcAmount), currency: values.apcCurrency.trim().toUpperCase() || null },
    licence: values.licence,
    reviewProcess: values.reviewProcess,
    weeksToPublication: number(values.weeksToPublication),
    scope: values.scope,
    keywords: list(values.keywords),
    subjectIds: values.subjectIds.map(Number),
    indexes: values.indexes,
  }
}

export const journalFormSchema = () => v.pipe(v.custom<JournalFormValues>(() => true), v.transform(toInput), JournalInput)

/** An item of the admin list as the form's text, to edit it. */
export function fromItem(item: AdminJournal): JournalFormValues {
  return {
    title: item.title,
    link: item.link ?? '',
    impactFactor: item.impactFactor === null ? '' : String(item.impactFactor),
    publisher: item.publisher ?? '',
    issnPrint: item.issnPrint ?? '',
    issnElectronic: item.issnElectronic ?? '',
    country: item.country ?? '',
    languages: item.languages.join(', '),
    openAccess: item.openAccess,
    apc: item.apc === null ? 'none' : item.apc.amount === null ? 'unknown' : 'amount',
    apcAmount: item.apc?.amount == null ? '' : String(item.apc.amount / 100),
    apcCurrency: item.apc?.currency ?? '',
    licence: item.licence ?? '',
    reviewProcess: item.reviewProcess ?? '',
    weeksToPublication: item.weeksToPublication === null ? '' : String(item.weeksToPublication),
    scope: item.scope,
    keywords: item.keywords.join(', '),
    subjectIds: item.subjectIds.map(String),
    indexes: item.indexes,
  }
}
