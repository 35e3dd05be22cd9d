import type { payments as english } from '../en/payments'

/**
 * El depósito en español (decision 041): the English catalog's keys, in the words of
 * docs/glossary-es.md.
 */
export const payments: typeof english = {
  depositFixed: 'Un depósito de {amount} aparta su bloque.',
  depositPercent: 'Un depósito del {percent} % de su estimado, de al menos {minimum}, aparta su bloque.',
  terms:
    'Le devolvemos todo el depósito si cancela al menos {days} días antes de que empiece la instalación (hora de Atlanta); si cancela después, le devolvemos el {late} %. Si no podemos aceptar su solicitud, se lo devolvemos completo.',
  checkout:
    'Paga en la página segura de Stripe; nunca vemos su tarjeta. Apartamos el bloque {minutes} minutos mientras paga.',
  productName: '{company}: depósito del bloque de instalación {range}',
  submit: 'Continuar al pago',
  page: {
    heading: 'Depósito',
    awaiting: 'Esperando el pago de {amount}. Apartamos el bloque para usted hasta las {time}.',
    paid: 'Pagó {amount} el {day}. Su bloque queda asegurado.',
    expired: 'El depósito de {amount} no se pagó a tiempo, así que liberamos el bloque. No se cobró nada.',
    refundedPartial: 'Le devolvimos {refunded} de su depósito de {amount} el {day}.',
    refundedFull: 'Le devolvimos todo su depósito de {amount} el {day}.',
    refundPending: 'Una devolución de {refunded} está en camino.',
    termsDated:
      'Cancele a más tardar el {day} para recibir todo el depósito, {amount}; después, le devolvemos {late} ({percent} %).',
    checkAgain: 'Volver a comprobar',
    justPaid: 'Gracias: su depósito está pagado y el bloque es suyo.',
    notYetPaid: 'Aún no recibimos su pago. Si ya pagó, esta página lo dirá en menos de un minuto.',
  },
  mail: {
    paid: '- Depósito pagado: {amount}',
    termsFull:
      'Cancele a más tardar el {day} para recibir todo el depósito, {amount}. Después, le devolvemos {late} ({percent} %).',
    lateSubject: 'Le devolvimos su depósito: {range}',
    late: 'Su depósito de {amount} llegó cuando ya había terminado la reserva provisional de {range}, y otro cliente reservó ese bloque mientras tanto. Le devolvimos los {amount} completos de inmediato; los bancos suelen mostrarlo en 5 a 10 días hábiles. Elija otro bloque en nuestro calendario o llámenos.',
    refundedSubject: 'La devolución de su depósito: {refunded}',
    refunded:
      'Le devolvimos {refunded} de su depósito de {amount} por {range} el {day}; los bancos suelen mostrarlo en 5 a 10 días hábiles.',
  },
}
