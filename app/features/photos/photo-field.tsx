import { Field, Input } from '~/components/ui/field'
import { PHOTO_FIELD, photoAccept, photoHint, photoLimits } from './limits'

/**
 * The photo picker any form can add. The form must post as
 * multipart/form-data; the action hands the files to `storePhotos`.
 */
export function PhotoField({
  errors,
  label = 'Photos of the floor (optional)',
  className,
}: {
  errors?: readonly string[] | string | null
  label?: string
  className?: string
}) {
  return (
    <Field label={label} errors={errors} hint={photoHint} className={className}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          type="file"
          name={PHOTO_FIELD}
          accept={photoAccept}
          multiple
          data-max-files={photoLimits.maxPhotos}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="file:mr-3 file:rounded-md file:border-0 file:bg-graphite-700 file:px-3 file:py-1 file:text-graphite-100"
        />
      )}
    </Field>
  )
}
