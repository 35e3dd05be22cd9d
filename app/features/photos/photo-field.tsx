import { Field, Input } from '~/components/ui/field'
import { PHOTO_FIELD, photoAccept, photoHint, photoLimits } from './limits'

/**
 * The photo picker any form can add. The form must post as
 * multipart/form-data; the action hands the files to `storePhotos`.
 * `single` is the console's one-picture upload (a project's, an author's, an article's), whose `note`
 * says what becomes of the photo. The limits stay in this module's chunk, not a file of their own on
 * every public page with a form (decision 033).
 */
export function PhotoField({
  errors,
  label = 'Photos of the floor (optional)',
  hint: hintGiven,
  name = PHOTO_FIELD,
  single = false,
  note,
  className,
}: {
  errors?: readonly string[] | string | null
  label?: string
  /** The hint in the page's language (decision 034); the English one otherwise. */
  hint?: string
  name?: string
  single?: boolean
  note?: string
  className?: string
}) {
  const hint =
    hintGiven ??
    (single
      ? `JPEG, PNG, WebP or AVIF, up to ${photoLimits.maxBytesEach / 1024 / 1024} MB.${note ? ` ${note}` : ''}`
      : photoHint)
  return (
    <Field label={label} errors={errors} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          type="file"
          name={name}
          accept={photoAccept}
          multiple={!single}
          data-max-files={single ? undefined : photoLimits.maxPhotos}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="file:mr-3 file:rounded-md file:border-0 file:bg-graphite-700 file:px-3 file:py-1 file:text-graphite-100"
        />
      )}
    </Field>
  )
}
