/**
 * What the lead forms say about a field or a refusal, in Spanish, keyed by the English message the
 * shared schemas and the server write (decision 034): the schemas stay one, and a Spanish page turns
 * each English message into its Spanish one, on the server and in the browser alike.
 */
export const formErrorsEs: Record<string, string> = {
  'Enter your name.': 'Escriba su nombre.',
  'Keep your name under 100 characters.': 'Su nombre debe tener menos de 100 caracteres.',
  'Enter your email address.': 'Escriba su correo electrónico.',
  'That email address is too long.': 'Ese correo electrónico es demasiado largo.',
  'Enter a valid email address, like name@example.com.':
    'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
  'Keep the phone number under 30 characters.': 'El teléfono debe tener menos de 30 caracteres.',
  'Use digits and + ( ) - only in the phone number.': 'Use solo dígitos y + ( ) - en el teléfono.',
  'Enter a phone number with area code, like (470) 555-0142.':
    'Escriba un teléfono con código de área, como (470) 555-0142.',
  'Enter your phone number.': 'Escriba su teléfono.',
  'Choose one of the open roles.': 'Elija uno de los puestos abiertos.',
  'Attach your resume as a PDF.': 'Adjunte su currículum en PDF.',
  'Your resume must be a PDF file. Save it as PDF and attach it again.':
    'Su currículum debe ser un archivo PDF. Guárdelo como PDF y adjúntelo de nuevo.',
  'Your resume is larger than 5 MB. Attach a smaller PDF.':
    'Su currículum pesa más de 5 MB. Adjunte un PDF más pequeño.',
  'That file is empty. Attach your resume as a PDF.': 'Ese archivo está vacío. Adjunte su currículum en PDF.',
  'Keep the link under 500 characters.': 'El enlace debe tener menos de 500 caracteres.',
  'Enter a full link starting with https://, or leave it empty.':
    'Escriba un enlace completo que empiece con https://, o deje el campo vacío.',
  'That upload is too large. Attach a PDF resume of at most 5 MB.':
    'El archivo es demasiado grande. Adjunte un currículum en PDF de 5 MB como máximo.',
  'Choose one of the listed services.': 'Elija uno de los servicios de la lista.',
  'Tell us a little about your project.': 'Cuéntenos un poco sobre su proyecto.',
  'Keep your message under 5000 characters.': 'Su mensaje debe tener menos de 5000 caracteres.',
  'Remove the control characters from this field.': 'Quite los caracteres de control de este campo.',
  'Check the highlighted fields, then send again.': 'Revise los campos marcados y vuelva a enviar.',
  'We could not read that form. Reload the page and try again.':
    'No pudimos leer el formulario. Vuelva a cargar la página e inténtelo de nuevo.',
}
