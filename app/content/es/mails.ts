import type { mailWords as english } from '../en/mails'

/**
 * The customer's mails and calendar invitations in Spanish (decision 039): the English catalog's keys,
 * in the words of docs/glossary-es.md.
 */
export const mailWords: typeof english = {
  hello: 'Hola, {name}:',
  signature: '{company}\n{phone}\n{email}',
  bookingPage: 'Su página de reserva: {link}',
  bookingPageAbout:
    'Allí puede ver su estado, agregar notas y fotos del piso, pedir cambiar a otro bloque o cancelar. No comparta el enlace; funciona hasta 30 días después de la instalación.',
  acknowledgement: {
    subject: 'Su solicitud de bloque de instalación: {range}',
    hello: 'Hola, {name}:',
    thanks: 'Gracias por solicitar el bloque de instalación {range} con {company}. Lo apartamos para usted.',
    next: 'Los siguientes pasos:',
    call: '1. Le llamaremos o escribiremos en menos de {hours} horas para confirmar el bloque y hablar de su piso.',
    confirm:
      '2. Cuando confirmemos, el bloque queda reservado para usted y le enviamos la lista de preparación para el día de la instalación.',
    change:
      '3. Si las fechas ya no le convienen, pida cambiar a otro bloque o cancele desde su página de reserva.',
    request: 'Su solicitud:',
    dates: '- Fechas: {range} ({days, plural, one {# día} other {# días}})',
    address: '- Dirección: {address}',
    project: '- Proyecto: {project}',
    finish: 'acabado {finish}',
    estimate: '- Estimado: {estimate} (precio garantizado hasta el {until})',
    reference: '- Referencia: {id}',
    questions: '¿Preguntas? Llame al {phone} o responda a este correo.',
  },
  decision: {
    range: 'del {start} al {end}',
    movedSubject: 'Su instalación cambió de fecha: {range}',
    moved:
      'Cambiamos su bloque de instalación de {days, plural, one {# día} other {# días}} al período {range}, en {address}. El período {oldRange} ya no está apartado para usted. Adjuntamos la nueva invitación de calendario.',
    moveDeclinedSubject: 'No podemos cambiar su instalación al período {range}',
    moveDeclined:
      'No podemos instalar en el período {range}, así que su instalación sigue como estaba: {oldRange}. Puede pedir otro bloque desde su página de reserva o llamarnos.',
    confirmedSubject: 'Su instalación está confirmada: {range}',
    confirmed:
      'Su bloque de instalación de {days, plural, one {# día} other {# días}} está confirmado: {range}, en {address}. Adjuntamos la invitación de calendario. Le llamaremos antes del primer día para repasar la preparación.',
    cancelledSubject: 'Su instalación fue cancelada: {range}',
    cancelled:
      'Su bloque de instalación {range} fue cancelado y la invitación de calendario, retirada. Llámenos para elegir otro bloque.',
    declinedSubject: 'No podemos tomar el bloque que solicitó: {range}',
    declined:
      'Gracias por su solicitud. No podemos instalar en el período {range}. Elija otro bloque en {schedule} o llámenos y buscaremos una fecha juntos.',
  },
  cancelledByCustomer: {
    subject: 'Canceló su bloque de instalación: {range}',
    text: 'Canceló su bloque de instalación {range} en {address}. El bloque está libre de nuevo y avisamos a nuestro equipo.',
    withdrawn: ' La invitación de calendario queda retirada.',
    again: 'Para reservar otra vez, elija un bloque en {schedule} o llámenos al {phone}.',
  },
  moveRequested: {
    subject: 'Su solicitud para cambiar su instalación: {newRange}',
    text: 'Recibimos su solicitud para cambiar su instalación del bloque {oldRange} al bloque {newRange}. Pronto la confirmaremos o rechazaremos; el bloque {oldRange} sigue apartado para usted hasta entonces.',
  },
  invitation: {
    title: 'Instalación de piso de {company}',
    description: 'Su bloque de instalación de {company}, del {start} al {end}. Preguntas: {phone}.',
  },
  preparation: {
    subject: 'Su instalación empieza el {start}: cómo prepararse',
    arrives:
      'Nuestra cuadrilla llega a {address} el {start} para su instalación de {days, plural, one {# día} other {# días}} ({range}).',
    intro: 'Algunas cosas que hacer antes de que lleguemos, para que la cuadrilla empiece a tiempo:',
    items: [
      'Despeje el espacio: saque todo del piso, también lo que se guarda junto a las paredes, para que podamos trabajar de pared a pared.',
      'Sin vehículos durante {vehicleHours} horas: estacione en otro lugar durante todo el bloque de instalación de {days} días, desde la mañana del primer día.',
      'Planee el curado: el piso nuevo admite tránsito ligero a pie después de {lightTraffic} y llega al curado completo en {fullCureDays} días. Hasta entonces, nada de vehículos, muebles pesados ni tapetes sobre él.',
      'El epóxico cura mejor entre {cureTemperature}. Si el espacio no tiene calefacción o es muy frío o caluroso, avísenos antes de la instalación para planear el curado.',
    ],
    questions: '¿Preguntas o un cambio de planes? Llame al {phone} o responda a este correo.',
  },
  care: {
    subject: 'Cómo cuidar su piso nuevo',
    intro:
      'Su piso ya tuvo los {fullCureDays} días que necesita para el curado completo, así que puede volver a poner vehículos, muebles pesados y tapetes. Esta es la rutina que lo mantiene como nuevo:',
    items: [
      'Pase un mop seco de microfibra limpio cada pocos días; la arenilla es lo que desgasta un piso.',
      'Cada una o dos semanas, trapee con agua tibia y un poco de limpiador de pisos de pH neutro. Evite limpiadores a base de jabón, vinagre, limpiadores cítricos, fibras abrasivas y trapeadores de vapor.',
      'Ponga almohadillas de fieltro bajo los muebles y levante las cosas pesadas en vez de arrastrarlas.',
      'Limpie enseguida el líquido de frenos, el ácido de batería, los solventes y los químicos de piscina.',
      'En días húmedos el piso de un garaje puede sudar: cierre la puerta, encienda un ventilador y séquelo con un jalador.',
    ],
    guide: 'La guía completa (en inglés): {link}',
    warranty:
      'Su {warrantyLabel} es transferible, y el primer año incluye reparación de grietas y retoques. Volveremos para su revisión de mantenimiento gratuita {checkMonths} meses después de la instalación.',
    club: '¿Quiere que lo cuidemos nosotros? El Floor Care Club, nuestro programa de mantenimiento (inspecciones trimestrales, {discount} de descuento en trabajos adicionales y garantía extendida a {clubYears} años), está abierto para usted al instalar o durante el primer año.',
    reviewWithLink:
      'Si está contento con su piso, ¿nos dejaría una reseña breve? Ayuda a sus vecinos a encontrarnos:',
    reviewWithoutLink: 'Si está contento con su piso, responda a este correo y cuéntenos cómo lo hicimos.',
    thanks: 'Gracias por elegir a {company}.',
  },
  pageFinish:
    '{finish, select, metallic {Acabado metálico} flake {Acabado hojuelas} solid {Acabado color sólido} other {Acabado personalizado}}',
  lockedUntil: '{day}',
  lead: {
    hello: 'Hola, {name}:',
    subject: {
      contact: 'Recibimos su mensaje — {company}',
      job: 'Recibimos su solicitud para {role} — {company}',
      partner: 'Recibimos su solicitud de socio — {company}',
    },
    received: {
      contact:
        'Gracias por escribir a {company}. Recibimos su mensaje y le respondemos en menos de {response} en días hábiles.',
      job: 'Gracias por su interés en {company}. Recibimos su solicitud para el puesto de {role}. Le respondemos en menos de {hours} horas.',
      partner:
        'Gracias por su interés en {company}. Recibimos su solicitud de socio. Revisamos cada solicitud en menos de {days} días hábiles.',
    },
    urgent: {
      contact: 'Si es urgente, llámenos o envíenos un mensaje de texto al {phone}.',
      job: 'Si tiene preguntas, llámenos o envíenos un mensaje de texto al {phone}.',
      partner: 'Si tiene preguntas, llámenos o envíenos un mensaje de texto al {phone}.',
    },
    team: '— El equipo de {company}',
  },
}
