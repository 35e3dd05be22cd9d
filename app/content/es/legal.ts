import type { LegalCopy } from '../en/legal'

/**
 * The privacy, terms and accessibility pages in Spanish: a translation for the reader's convenience;
 * the English text governs (decision 034). ICU messages, key for key the English catalog (decision 039).
 */
export const legal: LegalCopy = {
  updated: 'Última actualización: {date, date, long}',
  notice:
    'Esta es una traducción para su comodidad. Si hubiera alguna diferencia con la versión en inglés, rige el texto en inglés.',
  englishVersion: 'Leer la versión en inglés',
  privacy: {
    title: 'Política de privacidad | Refined Resin',
    description:
      'Qué guarda este sitio sobre usted, para qué, quién lo ve, cuánto tiempo lo guardamos y cómo pedir que lo borremos.',
    headline: 'Política de privacidad',
    lead: 'Qué guarda este sitio sobre usted, para qué, quién lo ve y cómo pedir que lo borremos.',
    sections: [
      {
        heading: 'Qué guardamos y para qué',
        paragraphs: [
          '{legalName} guarda solo lo que usted nos envía por este sitio, para poder responderle y hacer el trabajo que nos pide. No lo vendemos ni lo alquilamos, y no usamos rastreadores de publicidad ni de analítica.',
        ],
        list: [
          'Solicitudes de reserva: su nombre, correo electrónico, teléfono (opcional), dirección del proyecto, pies cuadrados, tipo de proyecto, acabado preferido, notas, el bloque de instalación que eligió y, si vino del estimador, el estimado con su código postal, para confirmar el bloque y planear el trabajo.',
          'Fotos de su piso: las imágenes que adjunta al formulario de contacto, a una solicitud de reserva o a su página de reserva. Las guardamos reducidas, sin datos de ubicación ni de cámara, y solo nuestro personal puede verlas.',
          'Formularios enviados: lo que escribe en el formulario de contacto, la solicitud de colaboración y las solicitudes de empleo (incluidos el currículum que suba y un enlace a video opcional), para que le responda la persona indicada.',
          'Conversaciones del chat: los mensajes que intercambia con {assistant}, nuestro asistente experto en pisos, para que el personal dé seguimiento a las preguntas que no pudo responder y mejore sus respuestas.',
          'Su elección en el estimador: la casilla para recibir consejos de diseño y descuentos se guarda solo en el almacenamiento local de su propio navegador. Nunca llega a nuestros servidores; borre el almacenamiento de su navegador para quitarla.',
          'Correos que le enviamos: guardamos una copia de cada correo en nuestra bandeja de salida para poder reenviarlo si se pierde.',
        ],
      },
      {
        heading: 'Lo que no recopilamos',
        paragraphs: [
          'No usamos cookies de rastreo ni de publicidad. Los estimados se calculan en su navegador y no nos llegan a menos que reserve o nos escriba. No usamos su información para decisiones automatizadas.',
        ],
      },
      {
        heading: 'Registros técnicos',
        paragraphs: [
          'Para frenar el spam y el abuso, nuestro servidor cuenta las solicitudes por dirección de red durante un tiempo corto (de minutos a una hora) y luego las olvida. El personal que entra a nuestra consola recibe una cookie de sesión; los visitantes nunca la reciben. Si usted elige un idioma con el enlace de idioma, una cookie (lang) lo recuerda en su navegador.',
        ],
      },
      {
        heading: 'De dónde llegó',
        paragraphs: [
          'Cuando llega desde otro sitio web o por un enlace con etiquetas de campaña (utm_source y similares), nuestro propio servidor anota el dominio de ese sitio, las etiquetas y la página donde llegó en una cookie propia (rr_src, que dura 90 días), y lo guarda con cualquier solicitud que nos envíe después, para saber qué anuncios y publicaciones en el vecindario funcionan. Ningún script de terceros la lee y nunca sale de nuestro sitio.',
        ],
      },
      {
        heading: 'Quién lo ve',
        paragraphs: [
          'Solo el personal de Refined Resin que atiende su solicitud. Si pide una respuesta del chat generada por IA, sus mensajes se envían al proveedor del modelo de lenguaje que usa el asistente, solo para producir esa respuesta. El correo se entrega por medio de nuestro proveedor de correo.',
        ],
      },
      {
        heading: 'Cuánto tiempo lo guardamos',
        paragraphs: ['Nuestro programa borra algunas cosas por sí solo, cada día:'],
        list: [
          'Las solicitudes de empleo, con el currículum y nuestras notas, se borran {jobYears, plural, one {un año} other {# años}} después de llegar.',
          'Los envíos que atrapa nuestro filtro de spam (formularios, solicitudes de reserva y chats) se borran a los {spamDays} días.',
          'Las solicitudes de reserva, los mensajes de contacto, las solicitudes de colaboración, las conversaciones del chat y las copias de nuestros correos se guardan hasta que usted nos pida borrarlas: las necesitamos para cumplir su garantía y para responderle cuando vuelva.',
          'Copias de seguridad: cada noche guardamos una copia de toda nuestra base de datos y conservamos las últimas {backups}, así que cada copia se borra a los {backups} días. Lo que se borra sale de nuestras copias de seguridad en {backups} días.',
        ],
      },
      {
        heading: 'Cómo borrar su información',
        paragraphs: [
          'Escriba a {email} o llame al {phone} y pídanos borrar su información, indicando el correo electrónico que usó con nosotros (de la misma forma puede pedir verla o corregirla). Respondemos en 2 días hábiles. Buscamos todo lo guardado con ese correo y borramos:',
        ],
        list: [
          'sus mensajes de contacto, solicitudes de colaboración y de empleo, y currículums;',
          'su nombre, correo, teléfono, dirección y notas en cada solicitud de reserva, y el código postal de su estimado; también las notas que agregó en su página de reserva, cuyo enlace deja de funcionar;',
          'las fotos de su piso que nos envió;',
          'el texto de cada chat en el que nos dio ese correo, o un teléfono que nos dio junto con él, y el nombre, correo y teléfono que dejó para que le devolviéramos la llamada (no podemos saber qué otros chats eran suyos);',
          'nuestras notas sobre usted y las copias de los correos que le enviamos a usted o sobre usted.',
        ],
      },
      {
        heading: 'Lo que queda después de borrar',
        paragraphs: [
          'Solo lo que no contiene datos de nadie: que una reserva ocupó cierto bloque, con su tamaño, tipo de piso y estado, y las fechas y tipos de mensajes que recibimos, para que nuestro calendario y nuestras cifras sigan correctos. Nuestros registros anotan que se hizo un borrado, sin su dirección.',
          'Después le escribimos a ese correo para decirle qué se borró, y guardamos ese único correo como constancia.',
        ],
      },
    ],
  },
  terms: {
    title: 'Términos | Refined Resin',
    description:
      'Los términos de los estimados, las reservas, los depósitos, las cancelaciones, las garantías y las referencias de socios.',
    headline: 'Términos',
    lead: 'Los términos de los estimados, las reservas, los depósitos, las cancelaciones, las garantías y las referencias de socios.',
    sections: [
      {
        heading: 'Estimados',
        paragraphs: [
          'Los estimados en línea son rangos calculados con las cifras que usted ingresa. El precio que cotizamos después de ver su losa de concreto puede variar según su estado y el diseño que elija. El precio de los materiales queda fijo por 30 días desde la reserva.',
        ],
      },
      {
        heading: 'Depósitos y cancelación',
        paragraphs: [
          'Los depósitos se reembolsan por completo si cancela al menos {refundDays} días antes de la fecha de instalación. Si cancela después, pierde el {forfeit} del depósito, que cubre los materiales ya mezclados y el tiempo de la cuadrilla ya comprometido para su bloque.',
          'Las reservas normales son con {leadTime} de anticipación. Las instalaciones prioritarias y de emergencia llevan los recargos que se muestran en nuestra guía de precios.',
        ],
      },
      {
        heading: 'Garantía',
        paragraphs: [
          'Nuestros pisos tienen garantía de por vida en la adherencia del material, garantía de {colorYears} años en la retención del color y una garantía de satisfacción de {satisfactionDays} días en la mano de obra. Lo que cubre y excluye cada garantía, y cómo presentar un reclamo, se explica en la página de garantía.',
          'Los miembros del Floor Care Club, nuestro programa de mantenimiento, mantienen la garantía del acabado extendida a {clubYears} años mientras la membresía esté activa.',
        ],
      },
      {
        heading: 'Referencias de socios',
        paragraphs: [
          'Las comisiones por referencia se pagan por proyectos terminados y pagados por completo que un socio nos refirió por escrito antes de nuestro primer contacto con el cliente. Los niveles se calculan con el valor de los proyectos pagados dentro de un año calendario.',
        ],
      },
      {
        heading: 'Uso de este sitio',
        paragraphs: [
          'El contenido de este sitio es información general. Las respuestas de {assistant} en el chat son orientación, no una cotización que obligue. No envíe nada ilegal ni datos de otra persona sin su consentimiento.',
        ],
      },
      {
        heading: 'Contacto',
        paragraphs: ['{legalName}, {city}, {state}. {email}, {phone}.'],
      },
    ],
    seeAlso: 'Vea también la página de {warranty} y nuestra {privacy}.',
    warrantyLink: 'garantía y cómo presentar un reclamo',
    privacyLink: 'política de privacidad',
  },
  accessibility: {
    title: 'Accesibilidad | Refined Resin',
    description:
      'Cómo hacemos que cualquier persona pueda calcular un precio, reservar e informarse sobre un piso en este sitio, y cómo avisarnos de una barrera.',
    headline: 'Accesibilidad',
    lead: 'Cualquier persona debería poder calcular un precio, reservar e informarse sobre un piso en este sitio. Así vamos.',
    sections: [
      {
        heading: 'Nuestra meta',
        paragraphs: [
          'Queremos que este sitio cumpla las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Cada página es HTML real que funciona con teclado, con lector de pantalla y con JavaScript desactivado; cada página se revisa automáticamente con axe, incluido el contraste de color, antes de publicarse.',
        ],
      },
      {
        heading: 'Lo que hemos hecho',
        paragraphs: ['Algunas de las medidas que aplicamos:'],
        list: [
          'Un enlace para saltar al contenido, un orden lógico de títulos y regiones con nombre en cada página.',
          'Foco visible en cada enlace, botón y campo, sin trampas de teclado.',
          'Formularios que nombran cada campo, dicen exactamente qué está mal y conservan lo que usted escribió.',
          'Animaciones que se detienen cuando su dispositivo pide menos movimiento.',
          'Gráficas con una tabla de datos al lado, e imágenes con texto alternativo que las describe.',
        ],
      },
      {
        heading: 'Límites conocidos',
        paragraphs: ['Conocemos estas carencias y estamos trabajando en ellas:'],
        list: [
          'Las imágenes de nuestros proyectos son ilustraciones en lugar de fotografías; el texto alternativo describe el acabado, no el espacio específico.',
          'El estimador instantáneo y la calculadora de retorno de inversión necesitan JavaScript para actualizarse al mover sus controles; sin él, la calculadora se actualiza al presionar su botón Actualizar.',
          'Las respuestas de {assistant}, el asistente del chat, son texto generado y puede que no estén perfectamente estructuradas para todos los lectores de pantalla.',
          'Los PDF descargables (cotizaciones y la hoja técnica) llevan título e idioma, pero no son documentos PDF/UA completamente etiquetados.',
        ],
      },
      {
        heading: 'Avísenos de una barrera',
        paragraphs: [
          'Si algo de este sitio es difícil de usar, escriba a {email} o llame al {phone}. Díganos la página y qué pasó. Respondemos en {feedbackDays} días hábiles y, mientras tanto, le daremos la información que necesite por otro medio.',
        ],
      },
    ],
    emailFeedback: 'Enviar comentarios sobre accesibilidad',
    emailSubject: 'Comentarios sobre accesibilidad',
    call: 'Llamar al {phone}',
  },
}
