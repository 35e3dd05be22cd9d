import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { factsSeededIn, seedContent } from '~/content/published'
import type { ArticleSource } from '~/features/knowledge/article-files.server'
import { defaultLang, isPseudo, type Lang, langs, servedLangs } from '~/i18n/locales'
import { type ArticleFields, articleFormSchemaIn } from './article-form'
import { articleToForm } from './article-form-values'
import { versionsFromForm } from './articles.server'
import {
  authorFormSchemaIn,
  authorFromForm,
  authorToForm,
  factsFormDefaults,
  factsFormSchemaIn,
  factsFromForm,
  factsToForm,
  jobRoleFormSchemaIn,
  jobRoleFromForm,
  jobRoleToForm,
  projectFormSchemaIn,
  projectFromForm,
  projectToForm,
  testimonialFormSchemaIn,
  testimonialFromForm,
  testimonialToForm,
} from './forms'
import { versionLangs } from './versions'

/**
 * A language added to the list of locales (decision 039): the console's forms take their languages as
 * a parameter that defaults to the list, so passing one more is what a new line in the list does.
 */
const fr = 'fr' as Lang
const withFrench = [...versionLangs, fr]

/** A form as the browser posts it: every value a string. */
function formData(fields: Record<string, string | undefined>): FormData {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) data.append(k, v)
  return data
}

function accepted<T>(parsed: { status?: string; value?: T; reply: () => { error?: unknown } }): T {
  if (parsed.status !== 'success' || parsed.value === undefined)
    throw new Error(JSON.stringify(parsed.reply().error))
  return parsed.value
}

/** The fields of one language's fieldset, without its code. */
const fieldsetOf = (form: Record<string, unknown>, lang: string) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([name]) => name.startsWith(`${lang}.`))
      .map(([name, value]) => [name.slice(lang.length + 1), value]),
  )

describe('the console edits a version in every language the owner writes in (decision 039)', () => {
  it('offers a fieldset for every served language but the default, never the pseudo-locale', () => {
    expect(versionLangs).toEqual(servedLangs.filter((lang) => lang !== defaultLang))
    for (const pseudo of langs.filter(isPseudo)) expect(versionLangs).not.toContain(pseudo)
    expect(jobRoleToForm(roleWithout)).toHaveProperty(`${versionLangs[0]}.title`)
  })

  it('round-trips a job role written in a third language: form, item, form', () => {
    const french = {
      title: 'Technicien de sols',
      tagline: 'Préparer et couler des sols époxy.',
      location: 'Atlanta',
      description: 'Vous préparez le béton et posez les couches.',
      requirements: 'Permis de conduire\nSoulever 25 kg',
      payRange: '18-22 $/h',
    }
    const posted = { ...jobRoleToForm(roleWithout, withFrench), ...prefixed('fr', french) }
    const role = jobRoleFromForm(
      accepted(parseWithZod(formData(posted), { schema: jobRoleFormSchemaIn(withFrench) })),
      withFrench,
    )
    expect(role[fr]).toEqual({ ...french, requirements: ['Permis de conduire', 'Soulever 25 kg'] })
    expect(fieldsetOf(jobRoleToForm(role, withFrench), 'fr')).toEqual(french)
    // The refusals name the language, as "Spanish title" names Spanish.
    const half = parseWithZod(
      formData({ ...jobRoleToForm(roleWithout, withFrench), 'fr.title': 'Technicien' }),
      {
        schema: jobRoleFormSchemaIn(withFrench),
      },
    ).reply().error
    expect(half?.['fr.tagline']?.join(' ')).toMatch(/^Fill in every French field/)
    expect(half?.['fr.title']).toBeUndefined()
  })

  it('round-trips a project written in a third language: form, item, form', () => {
    const project = {
      id: 'lakeside-boathouse',
      title: 'Lakeside Boathouse',
      location: 'Gainesville, GA',
      category: 'residential',
      finish: 'flake',
      image: 'granite-speckle',
      durationDays: 2,
      warranty: true,
      sqft: 640,
    } as const
    const french = { title: 'Hangar à bateaux', location: 'Gainesville, GA', imageAlt: '' }
    const posted = { ...projectToForm(project, withFrench), ...prefixed('fr', french) }
    const value = accepted(parseWithZod(formData(posted), { schema: projectFormSchemaIn(withFrench) }))
    const stored = projectFromForm(value, project.id, withFrench)
    expect(stored[fr]).toEqual({ title: french.title, location: french.location })
    expect(fieldsetOf(projectToForm(stored, withFrench), 'fr')).toEqual(french)
  })

  it('round-trips an author written in a third language: form, item, form', () => {
    const author = {
      slug: 'jordan-pruitt',
      name: 'Jordan Pruitt',
      role: 'Commercial Projects Manager',
      bio: 'Jordan managed warehouse and retail flooring projects before joining.',
      expertise: ['Commercial floor systems'],
      certifications: ['OSHA 30-Hour Construction'],
      email: 'jordan@refinedresin.example',
      avatarInitials: 'JP',
    }
    const french = {
      role: 'Chef de projets commerciaux',
      bio: 'Jordan a dirigé des chantiers de sols pour entrepôts.',
      expertise: 'Sols commerciaux\nPhasage des chantiers',
      certifications: 'OSHA 30 heures',
    }
    const posted = { ...authorToForm(author, withFrench), ...prefixed('fr', french) }
    const value = accepted(parseWithZod(formData(posted), { schema: authorFormSchemaIn(withFrench) }))
    const stored = authorFromForm(value, author.slug, undefined, withFrench)
    expect(stored[fr]).toEqual({
      role: french.role,
      bio: french.bio,
      expertise: ['Sols commerciaux', 'Phasage des chantiers'],
      certifications: ['OSHA 30 heures'],
    })
    expect(fieldsetOf(authorToForm(stored, withFrench), 'fr')).toEqual(french)
  })

  it('round-trips an article written in a third language: form, item, form', () => {
    const english = {
      intent: 'publish',
      title: 'Coating hydronic heated slabs',
      slug: 'hydronic-heated-slabs',
      metaDescription: 'How we coat a hydronic radiant heated slab without cracking the epoxy.',
      summary: 'Hydronic radiant heat and epoxy: cure temperatures and joints.',
      aiSummary: 'Turn hydronic radiant heat off two days before an epoxy install.',
      author: 'caleb-ashford',
      category: 'residential-tips',
      tags: 'Radiant heat',
      keywords: 'hydronic slab epoxy',
      image: 'metallic-copper',
      imageAlt: 'A copper metallic floor over a heated slab',
      bodyMarkdown: '## Why heat matters\n\nEpoxy cures by temperature.',
    }
    const french = {
      title: 'Revêtir une dalle chauffante',
      metaDescription: 'Comment nous revêtons une dalle à chauffage hydronique sans fissurer l’époxy.',
      summary: 'Chauffage radiant et époxy : températures de cure et joints.',
      aiSummary: 'Coupez le chauffage deux jours avant la pose de l’époxy.',
      tags: 'Chauffage radiant',
      keywords: 'dalle hydronique époxy',
      imageAlt: 'Un sol métallique cuivré sur une dalle chauffante',
      bodyMarkdown: '## Pourquoi la chaleur compte\n\nL’époxy cure selon la température.',
    }
    const value = accepted(
      parseWithZod(formData({ ...english, ...prefixed('fr', french) }), {
        schema: articleFormSchemaIn(withFrench),
      }),
    ) as ArticleFields
    const versions = versionsFromForm(value, withFrench)
    expect(versions[fr]).toMatchObject({
      ...french,
      tags: ['Chauffage radiant'],
      keywords: ['dalle hydronique époxy'],
    })
    expect(Object.keys(versions)).toEqual(['fr'])
    // The article as the server stores it: its fields, with each version under its code.
    const stored = {
      ...value,
      id: 'a-1',
      readCount: 0,
      datePublished: '2026-11-28',
      dateModified: '2026-11-28',
      previousSlugs: [],
      publishAt: null,
      image: english.image,
      ...versions,
    } as unknown as ArticleSource
    const choices = { authors: [{ slug: 'caleb-ashford' }], pictures: [] }
    const form = articleToForm(stored, choices, withFrench) as unknown as Record<
      string,
      Record<string, unknown>
    >
    expect(form.fr).toMatchObject(french)
  })
})

describe('the owner’s prose facts and testimonials in every language the owner writes in (decision 039)', () => {
  const frenchFacts = {
    hours: 'lun.-ven. 8 h-18 h, sam. 9 h-14 h',
    warrantyLabel: 'Garantie de 5 ans sur la finition',
    lifetimeWarrantyLabel: 'Garantie à vie',
  }

  it('round-trips the facts’ prose in a third language: form, stored facts, form', () => {
    const seed = seedContent().facts
    const empty = factsToForm(seed, withFrench)
    expect(Object.keys(fieldsetOf(empty, 'fr'))).toEqual(['hours', 'warrantyLabel', 'lifetimeWarrantyLabel'])
    expect(fieldsetOf(empty, 'es')).toEqual(seed.es)
    const posted = { ...empty, baseRevision: '1', ...prefixed('fr', frenchFacts) }
    const facts = factsFromForm(
      accepted(parseWithZod(formData(posted), { schema: factsFormSchemaIn(withFrench) })),
      withFrench,
    )
    expect(facts[fr]).toEqual(frenchFacts)
    expect(facts.es).toEqual(seed.es)
    expect(facts).not.toHaveProperty('hoursEs')
    expect(fieldsetOf(factsToForm(facts, withFrench), 'fr')).toEqual(frenchFacts)
    expect(factsFormDefaults(facts, withFrench)).toMatchObject({ fr: frenchFacts, es: seed.es })
  })

  it('lets the facts go without a third language’s prose, never with half of it', () => {
    const posted = { ...factsToForm(seedContent().facts, withFrench), baseRevision: '1' }
    const facts = factsFromForm(
      accepted(parseWithZod(formData(posted), { schema: factsFormSchemaIn(withFrench) })),
      withFrench,
    )
    expect(facts).not.toHaveProperty(fr)
    const half = parseWithZod(formData({ ...posted, 'fr.hours': frenchFacts.hours }), {
      schema: factsFormSchemaIn(withFrench),
    }).reply().error
    expect(half?.['fr.warrantyLabel']).toEqual(['Enter the warranty wording in French.'])
    expect(half?.['fr.hours']).toBeUndefined()
    // A language the seed's facts are written in stays required, as Spanish was.
    const noSpanish = parseWithZod(formData({ ...posted, 'es.hours': '' }), {
      schema: factsFormSchemaIn(withFrench, factsSeededIn),
    }).reply().error
    expect(noSpanish?.['es.hours']).toEqual(['Enter the opening hours in Spanish.'])
  })

  it('round-trips a testimonial written in a third language: form, item, form', () => {
    const seed = seedContent().testimonials[0]
    if (!seed) throw new Error('the seed has testimonials')
    const { key: _k, ...testimonial } = seed
    const posted = {
      ...testimonialToForm(testimonial, withFrench),
      ...prefixed('fr', { text: 'Ils ont refait le garage en un week-end.' }),
    }
    expect(Object.keys(posted)).toContain(`${versionLangs[0]}.text`)
    const stored = testimonialFromForm(
      accepted(parseWithZod(formData(posted), { schema: testimonialFormSchemaIn(withFrench) })),
      withFrench,
    )
    expect(stored[fr]).toEqual({ text: 'Ils ont refait le garage en un week-end.' })
    expect(stored.es).toEqual(testimonial.es)
    expect(fieldsetOf(testimonialToForm(stored, withFrench), 'fr')).toEqual({
      text: 'Ils ont refait le garage en un week-end.',
    })
    // Without it, the testimonial has no French version (and is left off a French home).
    const without = testimonialFromForm(
      accepted(
        parseWithZod(formData(testimonialToForm(testimonial, withFrench)), {
          schema: testimonialFormSchemaIn(withFrench),
        }),
      ),
      withFrench,
    )
    expect(without).not.toHaveProperty(fr)
  })
})

const roleWithout = {
  id: 'floor-technician',
  title: 'Floor Technician',
  tagline: 'Prepare and pour epoxy floors.',
  location: 'Metro Atlanta',
  description: 'You grind concrete and lay the coats.',
  requirements: ['A driver’s licence'],
  payRange: '$18–$22/hr',
  employmentType: 'FULL_TIME',
  pay: { min: 18, max: 22, unit: 'HOUR' },
  open: true,
} as const

/** One language's fields as the form posts them: `fr.title`. */
const prefixed = (lang: string, fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [`${lang}.${name}`, value]))
