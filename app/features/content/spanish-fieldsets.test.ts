import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import {
  type ArticleFields,
  articleFormSchema,
  articleVersionFields,
  halfArticle,
  sectionMissing,
} from './article-form'
import { versionsFromForm } from './articles.server'
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
  'es.title': 'Cómo recubrir losas con calefacción hidrónica',
  'es.metaDescription':
    'Cómo recubrimos una losa con calefacción radiante hidrónica sin agrietar el epóxico.',
  'es.summary': 'La calefacción radiante y el epóxico: temperaturas de curado y juntas.',
  'es.aiSummary': 'Apague la calefacción dos días antes de instalar el epóxico y súbala poco a poco después.',
  'es.tags': 'Calefacción radiante, Garaje',
  'es.keywords': 'epóxico sobre losa hidrónica',
  'es.imageAlt': 'Un piso metálico cobrizo sobre una losa con calefacción',
  'es.bodyMarkdown': '## Por qué importa el calor\n\nEl epóxico cura con la temperatura.',
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
    expect(versionsFromForm(accepted(english) as ArticleFields)).toEqual({})
    const blank = accepted({ ...english, 'es.title': '  ', 'es.bodyMarkdown': '\n\n', 'es.tags': ' \n ' })
    expect(versionsFromForm(blank as ArticleFields)).toEqual({})
  })

  it('keeps a whole Spanish version as the article’s `es`', () => {
    const whole = accepted({
      ...english,
      ...spanish,
      'es.faqs[0].question': '¿Sirve?',
      'es.faqs[0].answer': 'Sí.',
    })
    expect(versionsFromForm(whole as ArticleFields).es).toEqual({
      title: spanish['es.title'],
      metaDescription: spanish['es.metaDescription'],
      summary: spanish['es.summary'],
      aiSummary: spanish['es.aiSummary'],
      tags: ['Calefacción radiante', 'Garaje'],
      keywords: ['epóxico sobre losa hidrónica'],
      imageAlt: spanish['es.imageAlt'],
      hook: '',
      science: [],
      proTips: [],
      fieldExperience: '',
      faqs: [{ question: '¿Sirve?', answer: 'Sí.' }],
      bodyMarkdown: spanish['es.bodyMarkdown'],
    })
  })

  it('refuses half a translation: each missing Spanish field says to fill all or none', () => {
    const errors = errorsOf({ ...english, 'es.title': 'Solo el título' })
    expect(Object.keys(errors).sort()).toEqual(
      articleVersionFields
        .filter((k) => k !== 'title')
        .map((k) => `es.${k}`)
        .sort(),
    )
    for (const messages of Object.values(errors)) expect(messages).toEqual([halfArticle('Spanish')])
    // A Spanish body alone is half a translation too, and so is a Spanish FAQ alone.
    expect(Object.keys(errorsOf({ ...english, 'es.bodyMarkdown': 'Hola' }))).toContain('es.title')
    expect(
      Object.keys(errorsOf({ ...english, 'es.faqs[0].question': '¿Sí?', 'es.faqs[0].answer': 'Sí.' })),
    ).toContain('es.title')
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
      'es.hook': [sectionMissing('Spanish')],
      'es.proTips': [sectionMissing('Spanish')],
      'es.faqs': [sectionMissing('Spanish')],
    })
  })

  it('checks the Spanish fields as the English ones, and together with them', () => {
    const errors = errorsOf({
      ...english,
      title: '',
      ...spanish,
      'es.title': 'Un <b>título</b>',
      'es.metaDescription': 'x'.repeat(161),
    })
    expect(errors.title).toEqual(['Enter the title.'])
    expect(errors['es.title']).toEqual(['The Spanish title cannot contain < or >.'])
    expect(errors['es.metaDescription']?.join(' ')).toMatch(/160 characters or fewer/)
  })

  it('previews the Spanish body as well as the English one', () => {
    expect(accepted({ intent: 'preview', 'es.bodyMarkdown': '## Hola' })).toMatchObject({
      intent: 'preview',
      bodyMarkdown: '',
      es: { bodyMarkdown: '## Hola' },
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
  'es.role': 'Gerente de proyectos comerciales',
  'es.bio': 'Jordan dirigió proyectos de pisos para bodegas y tiendas antes de unirse al equipo.',
  'es.expertise': 'Sistemas de pisos comerciales\nEtapas del proyecto',
  'es.certifications': 'Curso de 30 horas de OSHA para la construcción',
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
      role: authorEs['es.role'],
      bio: authorEs['es.bio'],
      expertise: ['Sistemas de pisos comerciales', 'Etapas del proyecto'],
      certifications: ['Curso de 30 horas de OSHA para la construcción'],
    })
    expect(authorToForm(stored)).toMatchObject(authorEs)
  })

  it('keeps an author without Spanish when it is all empty', () => {
    const parsed = parseAuthor({
      ...author,
      'es.role': ' ',
      'es.bio': '',
      'es.expertise': '',
      'es.certifications': '',
    })
    expect(parsed.status).toBe('success')
    if (parsed.status !== 'success') return
    expect(authorFromForm(parsed.value, 'jordan-pruitt', undefined).es).toBeUndefined()
  })

  it('refuses half a translation, the certifications included when the English lists any', () => {
    const half = parseAuthor({ ...author, 'es.bio': authorEs['es.bio'] }).reply().error ?? {}
    expect(
      Object.keys(half)
        .filter((k) => half[k]?.length)
        .sort(),
    ).toEqual(['es.certifications', 'es.expertise', 'es.role'])
    expect(half['es.role']?.join(' ')).toMatch(/Fill in every Spanish field, or leave them all empty/)
    const noCertificates =
      parseAuthor({ ...author, ...authorEs, 'es.certifications': '' }).reply().error ?? {}
    expect(noCertificates['es.certifications']?.join(' ')).toMatch(/list them in Spanish too/)
    // An author without certifications needs none in Spanish.
    expect(parseAuthor({ ...author, certifications: '', ...authorEs, 'es.certifications': '' }).status).toBe(
      'success',
    )
  })
})
