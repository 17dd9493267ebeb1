import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { ContactBody } from '../../../../../contract/admin-site-content.ts'
import { SocialLink, type ContactInfo } from '../../../../../contract/content.ts'
import { useForm } from '../../../../ui/use-form.ts'
import { Button } from '../../../../ui/Button.tsx'
import { TextareaField, TextField } from '../../../../ui/form/TextField.tsx'
import { QueryState } from '../../../../ui/QueryState.tsx'
import { Skeleton } from '../../../../ui/Skeleton.tsx'
import { TitledSection } from '../../../../ui/TitledSection.tsx'
import { useToast } from '../../../../ui/toast-store.ts'
import { adminContactQuery, useSaveContact } from './site-api.ts'
import * as styles from './SiteContent.css.ts'

const networks = SocialLink.entries.network.options
type Network = (typeof networks)[number]
const networkNames: Record<Network, string> = { facebook: 'Facebook', x: 'X', linkedin: 'LinkedIn', instagram: 'Instagram', youtube: 'YouTube' }

// The boxes hold text; a blank social box means no link for that network.
type Values = { address: string; email: string; phone: string; whatsapp: string } & Record<Network, string>

const toBody = (values: Values) => ({
  address: values.address,
  email: values.email,
  phone: values.phone,
  whatsapp: values.whatsapp,
  socialLinks: networks.filter((network) => values[network].trim()).map((network) => ({ network, url: values[network].trim() })),
})

/** The form's boxes checked by the contract's rules, their messages under the boxes they came from. */
const schema = v.pipe(
  v.object({ address: v.string(), email: v.string(), phone: v.string(), whatsapp: v.string(), ...Object.fromEntries(networks.map((n) => [n, v.string()])) } as {
    [K in keyof Values]: v.StringSchema<undefined>
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const body = toBody(dataset.value)
    const result = v.safeParse(ContactBody, body)
    if (result.success) return result.output
    for (const issue of result.issues) {
      const path = v.getDotPath(issue) ?? ''
      const social = /^socialLinks\.(\d+)/.exec(path)
      const field = social ? body.socialLinks[Number(social[1])]!.network : path.split('.')[0]!
      addIssue({ message: issue.message, path: [{ type: 'object', origin: 'value', input: dataset.value, key: field, value: dataset.value[field as keyof Values] }] })
    }
    return NEVER
  }),
)

const valuesOf = (info: ContactInfo): Values => ({
  address: info.address ?? '',
  email: info.email ?? '',
  phone: info.phone ?? '',
  whatsapp: info.whatsapp ?? '',
  ...(Object.fromEntries(networks.map((network) => [network, info.socialLinks.find((l) => l.network === network)?.url ?? ''])) as Record<Network, string>),
})

/** The organisation's contact details: the footer, the Contact page and the floating Chat with us. */
export function ContactPanel() {
  const contact = useQuery(adminContactQuery())
  return (
    <QueryState query={contact} loadingLabel="Loading the contact details" pending={<Skeleton lines={8} />} errorTitle="We could not load the contact details.">
      {(info) => <ContactForm info={info} />}
    </QueryState>
  )
}

function ContactForm({ info }: { info: ContactInfo }) {
  const save = useSaveContact()
  const { toast } = useToast()
  const form = useForm({
    schema,
    initial: valuesOf(info),
    onSubmit: async (body) => toast({ tone: 'success', title: (await save.mutateAsync(body)).message ?? 'Contact details saved.' }),
  })
  const { bind } = form
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <TextareaField label="Address" rows={3} maxLength={300} hint="Shown in the footer and on the Contact page; leave blank to show none." {...bind('address')} />
      <div className={styles.fields}>
        <TextField label="Email" type="email" autoComplete="off" {...bind('email')} />
        <TextField label="Phone" type="tel" autoComplete="off" {...bind('phone')} />
        <TextField label="WhatsApp number" inputMode="numeric" autoComplete="off" hint="For Chat with us: the country code and number, digits only, such as 919876543210." {...bind('whatsapp')} />
      </div>
      <TitledSection title="Social links">
        <div className={styles.fields}>
          {networks.map((network) => (
            <TextField key={network} label={networkNames[network]} type="url" placeholder="https://" autoComplete="off" {...bind(network)} />
          ))}
        </div>
      </TitledSection>
      <div className={styles.actions}>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Save contact details'}
        </Button>
      </div>
    </form>
  )
}
