import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { articleFormSchema } from './article-form'
import { articleToForm } from './article-form-values'

const choices = {
  authors: [{ slug: 'marcus-rivera' }],
  pictures: [{ id: 'metallic-copper', alt: 'A floor' }],
}

describe('a new article’s category', () => {
  it('starts empty, so no topic is chosen for the writer', () => {
    expect(articleToForm(null, choices)).not.toHaveProperty('category')
  })

  it('must be chosen: the form refuses it empty with a message saying so', () => {
    const form = new FormData()
    form.set('intent', 'draft')
    form.set('category', '')
    const submission = parseWithZod(form, { schema: articleFormSchema })
    if (submission.status !== 'error') throw new Error('an empty category was taken')
    expect(submission.error?.category).toEqual(['Choose a category.'])
  })
})
