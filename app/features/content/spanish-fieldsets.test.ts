import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import {
  type ArticleFields,
  articleFormSchema,
  HALF_SPANISH_ARTICLE,
  SPANISH_SECTION_MISSING,
  spanishArticleFields,
} from './article-form'
import { spanishFromForm } from './articles.server'
import { authorFormSchema, authorFromForm, authorToForm } from './forms'

/** A form as the browser posts it: every value a string. */
function formData(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}

const english = {
  intent: 'publish',
  title: 'Coating hydronic heated slabs',
  slug: 'hydronic-heated-slabs',
  metaDescription: 'How we coat a hydronic radiant heated slab without cracking the epoxy.',
  summary: 'Hydronic radiant heat and epoxy: cure temperatures, warm-up schedules and joints.',
  aiSummary: 'Turn hydronic radiant heat off two days before an epoxy install and ramp it up slowly after.',
  author: 'caleb-ashford',
  category: 'residential-tips',
  tags: 'Radiant heat, Garage',
  keywords: 'hydronic slab epoxy',
  image: 'metallic-copper',
  imageAlt: 'A copper metallic floor over a heated slab',
  bodyMarkdown: '## Why heat matters\n\nEpoxy cures by temperature.',
}

const spanish = {
  esTitle: 'Cómo recubrir losas con calefacción hidrónica',
  esMetaDescription: 'Cómo recubrimos una losa con calefacción radiante hidrónica sin agrietar el epóxico.',
  esSummary: 'La calefacción radiante y el epóxico: temperaturas de curado y juntas.',
  esAiSummary: 'Apague la calefacción dos días antes de instalar el epóxico y súbala poco a poco después.',
  esTags: 'Calefacción radiante, Garaje',
  esKeywords: 'epóxico sobre losa hidrónica',
  esImageAlt: 'Un piso metálico cobrizo sobre una losa con calefacción',
  esBodyMarkdown: '## Por qué importa el calor\n\nEl epóxico cura con la temperatura.',
}

const parse = (fields: Record<string, string>) =>
  parseWithZod(formData(fields), { schema: articleFormSchema })

/** The parsed form of a submission that must succeed. */
function accepted(fields: Record<string, string>) {
  const parsed = parse(fields)
  if (parsed.status !== 'success') throw new Error(JSON.stringify(parsed.reply().error))
  return parsed.value
}

/** The form's fields with an error, and each one's messages. */
const errorsOf = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(parse(fields).reply().error ?? {}).filter(([, messages]) => messages?.length),
  ) as Record<string, string[]>

describe("the article form's Spanish fieldset (decision 034)", () => {
  it('leaves an article without Spanish when every Spanish field is empty, or only spaces', () => {
    expect(spanishFromForm(accepted(english) as ArticleFields)).toEqual({})
    const blank = accepted({ ...english, esTitle: '  ', esBodyMarkdown: '\n\n', esTags: ' \n ' })
    expect(spanishFromForm(blank as ArticleFields)).toEqual({})
  })

  it('keeps a whole Spanish version as the article’s `es`', () => {
    const whole = accepted({
      ...english,
      ...spanish,
      'esFaqs[0].question': '¿Sirve?',
      'esFaqs[0].answer': 'Sí.',
    })
    expect(spanishFromForm(whole as ArticleFields).es).toEqual({
      title: spanish.esTitle,
      metaDescription: spanish.esMetaDescription,
      summary: spanish.esSummary,
      aiSummary: spanish.esAiSummary,
      tags: ['Calefacción radiante', 'Garaje'],
      keywords: ['epóxico sobre losa hidrónica'],
      imageAlt: spanish.esImageAlt,
      hook: '',
      science: [],
      proTips: [],
      fieldExperience: '',
      faqs: [{ question: '¿Sirve?', answer: 'Sí.' }],
      bodyMarkdown: spanish.esBodyMarkdown,
    })
  })

  it('refuses half a translation: each missing Spanish field says to fill all or none', () => {
    const errors = errorsOf({ ...english, esTitle: 'Solo el título' })
    expect(Object.keys(errors).sort()).toEqual(spanishArticleFields.filter((k) => k !== 'esTitle').sort())
    for (const messages of Object.values(errors)) expect(messages).toEqual([HALF_SPANISH_ARTICLE])
    // A Spanish body alone is half a translation too, and so is a Spanish FAQ alone.
    expect(Object.keys(errorsOf({ ...english, esBodyMarkdown: 'Hola' }))).toContain('esTitle')
    expect(
      Object.keys(errorsOf({ ...english, 'esFaqs[0].question': '¿Sí?', 'esFaqs[0].answer': 'Sí.' })),
    ).toContain('esTitle')
  })

  it('asks for each section the English has, once the Spanish is there', () => {
    const errors = errorsOf({
      ...english,
      ...spanish,
      hook: 'Radiant heat is kind to feet and hard on epoxy.',
      proTips: 'Turn the heat off two days before.',
      'faqs[0].question': 'Can epoxy go over a heated slab?',
      'faqs[0].answer': 'Yes, with the heat off.',
    })
    expect(errors).toEqual({
      esHook: [SPANISH_SECTION_MISSING],
      esProTips: [SPANISH_SECTION_MISSING],
      esFaqs: [SPANISH_SECTION_MISSING],
    })
  })

  it('checks the Spanish fields as the English ones, and together with them', () => {
    const errors = errorsOf({
      ...english,
      title: '',
      ...spanish,
      esTitle: 'Un <b>título</b>',
      esMetaDescription: 'x'.repeat(161),
    })
    expect(errors.title).toEqual(['Enter the title.'])
    expect(errors.esTitle).toEqual(['The Spanish title cannot contain < or >.'])
    expect(errors.esMetaDescription?.join(' ')).toMatch(/160 characters or fewer/)
  })

  it('previews the Spanish body as well as the English one', () => {
    expect(accepted({ intent: 'preview', esBodyMarkdown: '## Hola' })).toMatchObject({
      intent: 'preview',
      bodyMarkdown: '',
      esBodyMarkdown: '## Hola',
    })
  })
})

const author = {
  name: 'Jordan Pruitt',
  role: 'Commercial Projects Manager',
  bio: 'Jordan managed warehouse and retail flooring projects before joining.',
  expertise: 'Commercial floor systems\nProject phasing',
  certifications: 'OSHA 30-Hour Construction',
  email: 'jordan@refinedresin.example',
}
const authorEs = {
  esRole: 'Gerente de proyectos comerciales',
  esBio: 'Jordan dirigió proyectos de pisos para bodegas y tiendas antes de unirse al equipo.',
  esExpertise: 'Sistemas de pisos comerciales\nEtapas del proyecto',
  esCertifications: 'Curso de 30 horas de OSHA para la construcción',
}
const parseAuthor = (fields: Record<string, string>) =>
  parseWithZod(formData(fields), { schema: authorFormSchema })

describe("the author form's Spanish fieldset (decision 034)", () => {
  it('stores a whole Spanish version, and shows it again in the form', () => {
    const parsed = parseAuthor({ ...author, ...authorEs })
    expect(parsed.status).toBe('success')
    if (parsed.status !== 'success') return
    const stored = authorFromForm(parsed.value, 'jordan-pruitt', undefined)
    expect(stored.es).toEqual({
      role: authorEs.esRole,
      bio: authorEs.esBio,
      expertise: ['Sistemas de pisos comerciales', 'Etapas del proyecto'],
      certifications: ['Curso de 30 horas de OSHA para la construcción'],
    })
    expect(authorToForm(stored)).toMatchObject(authorEs)
  })

  it('keeps an author without Spanish when it is all empty', () => {
    const parsed = parseAuthor({ ...author, esRole: ' ', esBio: '', esExpertise: '', esCertifications: '' })
    expect(parsed.status).toBe('success')
    if (parsed.status !== 'success') return
    expect(authorFromForm(parsed.value, 'jordan-pruitt', undefined).es).toBeUndefined()
  })

  it('refuses half a translation, the certifications included when the English lists any', () => {
    const half = parseAuthor({ ...author, esBio: authorEs.esBio }).reply().error ?? {}
    expect(
      Object.keys(half)
        .filter((k) => half[k]?.length)
        .sort(),
    ).toEqual(['esCertifications', 'esExpertise', 'esRole'])
    expect(half.esRole?.join(' ')).toMatch(/Fill in every Spanish field, or leave them all empty/)
    const noCertificates = parseAuthor({ ...author, ...authorEs, esCertifications: '' }).reply().error ?? {}
    expect(noCertificates.esCertifications?.join(' ')).toMatch(/list them in Spanish too/)
    // An author without certifications needs none in Spanish.
    expect(parseAuthor({ ...author, certifications: '', ...authorEs, esCertifications: '' }).status).toBe(
      'success',
    )
  })
})
