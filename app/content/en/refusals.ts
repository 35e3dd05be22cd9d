/**
 * What the site says when it refuses an input, in English (decision 039). A refusal is a code and its
 * values (`app/features/forms/refusal.ts`); each language words it from its own catalog of ICU
 * messages with the same keys (`app/content/es/refusals.ts`). Groups are what a page sends its
 * browser: a form's page carries its own group's words, in its own language.
 *
 * Messages a browser checks itself (`field`, `lead`, `booking`, `estimate`) take `{name}` values
 * only, no plural or select: the browser fills them without an ICU runtime (a test holds this).
 */
const field = {
  controlCharacters: 'Remove the control characters from this field.',
}

const lead = {
  nameMissing: 'Enter your name.',
  nameTooLong: 'Keep your name under {max} characters.',
  emailMissing: 'Enter your email address.',
  emailTooLong: 'That email address is too long.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  phoneTooLong: 'Keep the phone number under {max} characters.',
  phoneCharacters: 'Use digits and + ( ) - only in the phone number.',
  phoneTooShort: 'Enter a phone number with area code, like (470) 555-0100.',
  phoneMissing: 'Enter your phone number.',
  interestUnknown: 'Choose one of the listed services.',
  messageMissing: 'Tell us a little about your project.',
  messageTooLong: 'Keep your message under {max} characters.',
  roleUnknown: 'Choose one of the open roles.',
  resumeMissing: 'Attach your resume as a PDF.',
  resumeNotPdf: 'Your resume must be a PDF file. Save it as PDF and attach it again.',
  resumeTooLarge: 'Your resume is larger than {mb} MB. Attach a smaller PDF.',
  resumeEmpty: 'That file is empty. Attach your resume as a PDF.',
  linkTooLong: 'Keep the link under {max} characters.',
  linkInvalid: 'Enter a full link starting with https://, or leave it empty.',
  companyMissing: 'Enter your company name.',
  companyTooLong: 'Keep the company name under {max} characters.',
  contactNameMissing: 'Enter the primary contact’s name.',
  contactNameTooLong: 'Keep the name under {max} characters.',
  partnerTypeMissing: 'Choose your partner type.',
  yearsInBusinessMissing: 'Choose how long you have been in business.',
  annualProjectsMissing: 'Choose how many projects you run a year.',
  territoryMissing: 'Enter your primary service area.',
  territoryTooLong: 'Keep the service area under {max} characters.',
  referralEstimateUnknown: 'Choose one of the listed referral estimates.',
  aboutTooLong: 'Keep this under {max} characters.',
  termsNotAgreed: 'Agree to the partnership terms to continue.',
}

const leadService = {
  fixFields: 'Check the highlighted fields, then send again.',
  unreadable: 'We could not read that form. Reload the page and try again.',
  resumeUploadTooLarge: 'That upload is too large. Attach a PDF resume of at most {mb} MB.',
  messageWithPhotosTooLarge:
    'That message and its photos are too large to send. Send at most {photos} photos of {mb} MB each.',
  messageTooLarge: 'That message is too long to send. Shorten it and send again.',
  rateLimited:
    'You have sent {count} forms in the last hour. Please try again in {unit, select, second {{wait, plural, one {# second} other {# seconds}}} other {{wait, plural, one {# minute} other {# minutes}}}}, or call us.',
}

const booking = {
  blockMissing: 'Choose an available block from the calendar',
  tooLong: 'Keep this under {max} characters',
  textMissing: 'Enter text here',
  nameMissing: 'Enter your full name',
  emailMissing: 'Enter your email address',
  emailInvalid: 'Enter a valid email address, like name@example.com',
  phoneInvalid: 'Enter a valid phone number, like (470) 555-0100',
  addressMissing: 'Enter the project address',
  sqftMissing: 'Enter the square footage',
  estimateSqftMissing: 'Enter the estimate’s square footage',
  sqftWhole: 'Square footage must be a whole number',
  sqftAtLeast: 'Square footage must be at least {min}',
  sqftAtMost: 'Square footage must be at most {max, number}',
  projectTypeUnknown: 'Choose residential, commercial or industrial',
  finishUnknown: 'Choose metallic, flake, solid or custom',
  honeypot: 'Leave this field empty',
  spaceUnknown: 'Unknown space type',
  finishStyleUnknown: 'Unknown finish style',
  timelineUnknown: 'Unknown timeline',
  zipInvalid: 'Must be a valid 5-digit zipcode',
}

const bookingService = {
  submitted: "Booking request submitted successfully! We'll contact you within {hours} hours.",
  confirmationSent: 'We sent a confirmation to your email with the block’s dates and what happens next.',
  fixFields: 'Please correct the highlighted fields.',
  fixFieldsBelow: 'Please correct the fields marked below.',
  tooLarge: 'The booking request is too large.',
  tooLargeWithPhotos: 'The booking request is too large. Send at most {photos} photos of {mb} MB each.',
  unreadable: 'The request body could not be read.',
  notJson: 'The request body must be JSON.',
  notObject: 'Send the booking request as a JSON object.',
  formUnreadable: 'We could not read that form. Reload the page and try again.',
  failed: 'Failed to submit booking request. Please try again.',
  blockTaken: 'That block was just requested. Please choose another.',
  blockNotFound: 'We could not find that install block. Please choose one from the calendar.',
  blockUnavailable: 'That block is no longer available. Please choose another.',
  blockStarted: 'That block has already started. Please choose a later one.',
  rateLimited:
    'Too many booking requests. Please try again in {unit, select, second {{wait, plural, one {# second} other {# seconds}}} other {{wait, plural, one {# minute} other {# minutes}}}}.',
}

/** The deposit (decision 041). */
const payments = {
  checkoutFailed:
    'We could not reach our payment provider, so your booking was not made and nothing was charged. Please try again in a minute, or call {phone}.',
}

const saveFailed = {
  message:
    'We could not save your message just now. Nothing was lost on your side: please try again in a minute, or call {phone}.',
  application:
    'We could not save your application just now. Nothing was lost on your side: please try again in a minute, or call {phone}.',
  booking:
    'We could not save your booking request just now. Nothing was lost on your side: please try again in a minute, or call {phone}.',
}

const photos = {
  tooMany: 'Send at most {max} photos.',
  full: 'This booking already has {max} photos, the most it can hold.',
  room: 'This booking has room for {room, plural, one {# more photo} other {# more photos}} ({max} in all).',
  tooLarge: '{name} is larger than {mb} MB. Send a smaller photo.',
  empty: '{name} is empty.',
  notAPicture: '{name} is not a JPEG, PNG, WebP or AVIF picture.',
}

const bookingPage = {
  noteTooLong: 'Keep the note under {max, number} characters.',
  noteControlCharacters: 'Remove the invisible control characters from the note.',
  moveBlockMissing: 'Choose the block you would like instead.',
  cancelNotConfirmed: 'Tick the box to confirm that you want to cancel.',
  unknownAction: 'Unknown action. Reload the page and try again.',
  uploadTooLarge: 'That upload is too large. Send at most {photos} photos of {mb} MB each.',
  unreadable: 'We could not read that form. Reload the page and try again.',
  bookingRateLimited:
    'This booking has taken {count} changes in the last hour, the most we accept. Please try again in {unit, select, second {{wait, plural, one {# second} other {# seconds}}} other {{wait, plural, one {# minute} other {# minutes}}}}, or call us at {phone}.',
  addressRateLimited:
    'We received {count} changes from your connection in the last hour, the most we accept. Please try again in {unit, select, second {{wait, plural, one {# second} other {# seconds}}} other {{wait, plural, one {# minute} other {# minutes}}}}, or call us at {phone}.',
  notActive: 'This booking is no longer active, so it cannot be changed.',
  moveAlreadyAsked: 'You already asked to move this booking. We answer that request first.',
  nothingToSend: 'Write a note or choose a photo to send.',
  notesFull:
    'This booking already holds {count} notes, the most it can take. Call us at {phone} to tell us more.',
  started: 'Your install has started, so it can no longer be changed here. Call us at {phone}.',
}

export const estimate = {
  spaceType: 'Choose the type of space.',
  squareFootage: 'Square footage must be a whole number from {min} to {max, number}.',
  finishStyle: 'Choose a finish style.',
  zipcode: 'Must be a valid 5-digit zipcode',
  timeline: 'Choose when you want it done.',
}

const quote = {
  invalidLink: 'This quote link is missing or has invalid answers.',
  unknownPriceBook: 'This quote link names a price list we do not have. Make a new estimate at {estimator}.',
}

export const refusals = {
  field,
  lead,
  leadService,
  booking,
  bookingService,
  payments,
  saveFailed,
  photos,
  bookingPage,
  estimate,
  quote,
}

export type Refusals = typeof refusals
