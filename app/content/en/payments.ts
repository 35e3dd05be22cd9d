/**
 * The deposit's words in English (decision 041): the booking dialog, the pricing page, the booking
 * page and the customer's mails. ICU messages; amounts and dates come formatted in the language.
 * Spanish has the same keys (app/content/es/payments.ts).
 */
export const payments = {
  /** The deposit, as the dialog and the pricing page state it. */
  depositFixed: 'A {amount} deposit holds your block.',
  depositPercent: 'A deposit of {percent}% of your estimate, at least {minimum}, holds your block.',
  /** The refund terms, with their figures. */
  terms:
    'The deposit is refunded in full if you cancel at least {days} days before the install starts (Atlanta time); cancelling later refunds {late}% of it. If we decline your request, we refund it in full.',
  checkout:
    'You pay on Stripe’s secure page; we never see your card. The block is held for {minutes} minutes while you pay.',
  /** What Stripe Checkout's page names the payment. */
  productName: '{company} install block deposit: {range}',
  /** The dialog's submit button when a deposit is taken. */
  submit: 'Continue to payment',
  /** The booking page's deposit line, by its state. */
  page: {
    heading: 'Deposit',
    awaiting: 'Awaiting payment of {amount}. The block is held for you until {time}.',
    paid: 'Paid {amount} on {day}. Your block is locked.',
    expired: 'The deposit of {amount} was not paid in time, so the block was released. Nothing was charged.',
    refundedPartial: '{refunded} of your {amount} deposit was refunded on {day}.',
    refundedFull: 'Your {amount} deposit was refunded in full on {day}.',
    refundPending: 'A refund of {refunded} is on its way.',
    termsDated:
      'Cancel by {day} for a full refund of {amount}; after that, cancelling refunds {late} ({percent}%).',
    checkAgain: 'Check again',
    justPaid: 'Thank you: your deposit is paid and the block is yours.',
    notYetPaid: 'We have not received your payment yet. If you paid, this page will say so within a minute.',
  },
  mail: {
    paid: '- Deposit paid: {amount}',
    termsFull:
      'Cancel by {day} for a full refund of {amount}. After that, cancelling refunds {late} ({percent}%).',
    lateSubject: 'Your deposit was refunded: {range}',
    late: 'Your deposit of {amount} arrived after the hold on {range} had ended, and another customer booked that block meanwhile. We refunded the full {amount} at once; banks usually show it within 5–10 business days. Please choose another block on our schedule, or call us.',
    refundedSubject: 'Your deposit refund: {refunded}',
    refunded:
      'We refunded {refunded} of your {amount} deposit for {range} on {day}; banks usually show it within 5–10 business days.',
  },
}
