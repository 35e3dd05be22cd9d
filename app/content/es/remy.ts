import type { remyWords as english } from '../en/remy'

/**
 * Remy's embedded replies in Spanish (decision 039): the English catalog's keys, in the words of
 * docs/glossary-es.md, with Spanish plural rules for counts of days and years.
 */
export const remyWords: typeof english = {
  links: {
    estimator: 'estimador instantáneo',
    schedule: 'bloques de fin de semana disponibles',
    message: 'envíenos un mensaje',
    areas: 'vea las zonas que atendemos',
    areaPage: 'la página de {city} {zip}',
    cityPage: 'la página de {city}',
    warranty: 'garantía completa',
    floorCare: 'Floor Care Club',
    partners: 'programas para socios',
    apply: 'la solicitud',
    specSheet: 'ficha técnica',
    roles: 'puestos abiertos y el pago',
    process: 'proceso',
    portfolio: 'portafolio',
    otherLanguage: '{link} (en inglés)',
  },
  size: '{size} pies cuadrados',
  spaces: {
    garage: 'garaje',
    patio: 'patio',
    basement: 'sótano',
    commercial: 'espacio comercial',
    warehouse: 'bodega',
  },
  finishes: {
    'metallic-copper': 'Metálico (Metallic Copper)',
    'gunmetal-flake': 'Hojuelas (Gunmetal Flake)',
    'storm-grey': 'Color sólido (Storm Grey)',
    custom: 'Mezcla personalizada (Custom Blend)',
  },
  zip: {
    unknown:
      'El código postal {zip} no está en nuestra lista. Cubrimos los condados de {counties} desde nuestra base en {base}, a unas {radius} millas, y estamos creciendo hacia {expansion}.',
    justOutside:
      'Si está un poco más lejos, llame al {phone} y el equipo le dirá con honestidad si podemos ir.',
    unknownNext: 'Siguiente paso: {areas} o llame al {phone}.',
    served: 'Sí, atendemos el {zip}: {city}, condado de {county}, {where}.',
    atBase: 'junto a nuestra base en {base}',
    fromBase: 'a unas {miles} millas de nuestra base en {base}',
    inside:
      'Está dentro de nuestro radio habitual de {radius} millas, y respondemos a las solicitudes locales en {reply}.',
    outside:
      'Está más allá de nuestro radio habitual de {radius} millas, pero en nuestra lista de condados: el equipo confirma el viaje cuando le llame.',
    next: 'Siguiente paso: vea {areaPage} o calcule el precio de su piso en el {estimator}.',
  },
  city: {
    served:
      'Sí, atendemos {city} (condado de {county}): {zips}, a unas {miles} millas de nuestra base en {base}.',
    oneZip: 'código postal {zip}',
    zips: 'códigos postales {zips}',
    moreZips: 'códigos postales {zips} y más',
  },
  priced: {
    outOfRange:
      'Nuestros estimados instantáneos cubren de {min} a {max} pies cuadrados. Para {size}, el equipo da el precio después de visitar el lugar, partiendo de nuestras tarifas base de {low}-{high} por pie cuadrado, antes de los factores de espacio y acabado.',
    teamConfirms: 'El equipo confirma cada cotización.',
    outOfRangeNext: 'Siguiente paso: llame al {phone} o {message}.',
    oneFinish:
      'Para un {space} de {size} con acabado {finish}, nuestro estimador da {min}-{max} (unos {total}), con una instalación de {days, plural, one {# día} other {# días}} por lo general.{guess}',
    guessOne: ' Lo calculé como garaje; dígame si es otro espacio.',
    notBinding:
      'Es un estimado, no un precio definitivo: el equipo confirma cada cotización después de ver la losa de concreto.',
    oneFinishNext:
      'Siguiente paso: afínelo en el {estimator} (precio asegurado por {lockDays, plural, one {# día} other {# días}}) y luego reserve uno de los {schedule}.',
    byFinish: 'Para un {space} de {size}, nuestro estimador da estos rangos según el acabado:{guess}',
    guessMany: ' Lo calculé como garaje; dígame si es otro espacio.',
    row: '- {finish}: {min}-{max}',
    planOn:
      'Calcule unos {days, plural, one {# día} other {# días}} de instalación. Son estimados, no precios definitivos: el equipo confirma cada cotización.',
    byFinishNext: 'Siguiente paso: el {estimator} lo ajusta a su acabado y sus fechas.',
  },
  pricing: {
    rates:
      'Nuestros estimados parten de {low}-{high} por pie cuadrado, ajustados según el espacio (patios ×{patio}, comercial ×{commercial}) y el acabado (color sólido ×{solid}, hojuelas ×{flake}, metálico ×{metallic}, personalizado ×{custom}).',
    example:
      'Por ejemplo, un garaje de {size} pies cuadrados cuesta {solidMin}-{solidMax} en color sólido y {metalMin}-{metalMax} en Metallic Copper.',
    surcharge: '{label} {range}',
    moves:
      'Los daños en la superficie, la programación urgente ({surcharges}) y el trabajo de diseño cambian el precio; el equipo confirma cada cotización.',
    next: 'Siguiente paso: el {estimator} le da su propio rango en menos de {minutes} minutos. Dígame cuántos pies cuadrados tiene su piso y también se lo calculo.',
  },
  finishFamilies: {
    intro: 'Instalamos cuatro familias de acabados:',
    metallic:
      '- Metálico (Metallic Copper, Metallic Blue, Electric Green, White Marble Metallic, Black and Silver Metallic): profundidad trabajada a mano, por lo general {low}-{high} por pie cuadrado',
    flake:
      '- Hojuelas (Gunmetal Flake, Granite Speckle): con textura, disimula el polvo y da buen agarre, por lo general {low}-{high} por pie cuadrado',
    solid:
      '- Color sólido (Storm Grey): limpio y el más económico, por lo general {low}-{high} por pie cuadrado',
    custom: '- Mezcla personalizada (Custom Blend): sus colores, mezclados a pedido',
    materials: 'Los {count} acabados usan materiales de bajo contenido de COV, fabricados en el país.',
    next: 'Siguiente paso: véalos en pisos reales en nuestro {portfolio} y luego calcule el precio del suyo en el {estimator}.',
  },
  timeline: {
    bySize:
      'La mayoría de las instalaciones toman {average}. Según el tamaño: menos de {a} pies cuadrados, unos {aDays, plural, one {# día} other {# días}}; menos de {b}, unos {bDays, plural, one {# día} other {# días}}; menos de {c}, unos {cDays, plural, one {# día} other {# días}}; más grandes, unos {maxDays, plural, one {# día} other {# días}}.',
    residential:
      'Los pisos residenciales toman {residential}; se puede caminar sobre ellos a las {cure} y el curado completo toma {fullCure, plural, one {# día} other {# días}}. Reservamos bloques de instalación de {blockDays, plural, one {# día} other {# días}}; la reserva habitual es con {leadTime} de anticipación.',
    next: 'Siguiente paso: reserve uno de los {schedule}.',
  },
  warranty: {
    firstYear: 'reparación de grietas y retoques',
    term: 'Nuestros pisos tienen una {label}, transferible si vende su casa, con {firstYear} incluidos el primer año.',
    covers:
      'Cubre: {covered}. No cubre: {exclusions}. Revisamos los reclamos en menos de {reviewHours} horas y las reparaciones suelen hacerse en {repairDays, plural, one {# día} other {# días}} tras la aprobación.',
    club: 'Con el Floor Care Club, nuestro programa de mantenimiento, la garantía se extiende a {years, plural, one {# año} other {# años}}.',
    next: 'Siguiente paso: lea la {warranty}.',
  },
  floorCare: {
    club: 'El Floor Care Club, nuestro programa de mantenimiento, cuesta {launch} al año en su lanzamiento (precio regular {regular}): inspecciones cada tres meses, {discount} de descuento y su garantía extendida de {from} a {to} años mientras sea miembro.',
    plans: 'Los negocios pueden elegir un plan de mantenimiento: {plans}.',
    plan: '{name} {price} al mes',
    customPlan: '{name} (precio a medida)',
    next: 'Siguiente paso: conozca el {club}.',
  },
  partners: {
    programs:
      'Trabajamos con constructores, arquitectos y administradores de instalaciones. Los socios que nos recomiendan clientes ganan una comisión del {commission}; los constructores tienen precios por niveles ({tiers}).',
    tier: '{name}, {projects} proyectos al año: {discount}',
    review: 'Revisamos las solicitudes en {days, plural, one {# día hábil} other {# días hábiles}}.',
    next: 'Siguiente paso: los {partners} o {apply}.',
  },
  contact: {
    reach:
      'Llame o escriba al {phone}, o envíe un correo a {email}; atendemos {hours}. Respondemos los mensajes en {answer}.',
    answer: 'menos de {span} en días hábiles',
    next: 'Siguiente paso: {message}.',
  },
  spec: {
    system:
      'Nuestro sistema: capa base mezclada {baseMix}, capa final {topMix}, tiempo de vida útil de la mezcla de la capa base de {potLife} minutos, curado completo en {fullCure, plural, one {# día} other {# días}} y temperatura de servicio de {min} °F a {max} °F.',
    next: 'Siguiente paso: la {specSheet}.',
  },
  area: {
    where:
      'Estamos en {city}, {state}, y atendemos {region}: los condados de {counties}, a unas {radius} millas, y estamos creciendo hacia {expansion}.',
    askZip: 'Dígame su código postal y lo verifico.',
    next: 'Siguiente paso: envíeme su código postal o llame al {phone}.',
  },
  careers: {
    roles:
      'Contratamos instaladores, instaladores líderes, un estimador y un creador de contenido en {region}.',
    next: 'Siguiente paso: vea los {roles}.',
  },
  company: {
    story:
      '{name} empezó en {city} en {season, select, Summer {el verano de } Spring {la primavera de } Fall {el otoño de } Winter {el invierno de } other {}}{year}: {clients} clientes atendidos, {sqft} pies cuadrados instalados, {onTime} de los trabajos a tiempo, con licencia y seguro.',
    next: 'Siguiente paso: vea nuestro {process} y nuestro {portfolio}.',
  },
  knowledge: {
    next: 'Siguiente paso: lea más en {link}.',
  },
  greeting:
    '¡Hola! Pregúnteme por los acabados, los precios, el tiempo de instalación, nuestra garantía o si atendemos su código postal.\n\nSiguiente paso: pruebe el {estimator} para tener un precio en menos de {minutes} minutos.',
  thanks: '¡Con gusto! Cuando esté listo, reserve uno de los {schedule}.',
  askAbout:
    'Pregúnteme por los acabados, los precios, el tiempo de instalación, nuestra garantía o su código postal.',
  unknown: 'No lo sé con certeza y prefiero no adivinar. El equipo puede responderle directamente.',
  fallbackNext: 'Siguiente paso: llame al {phone} o {message}.',
  refusals: {
    injection:
      'Solo comparto los datos y las cifras publicados de {company}; no puedo cambiar precios, prometer descuentos ni hacer compromisos en nombre del equipo.',
    discount:
      'No puedo ofrecer descuentos ni precios definitivos: el equipo confirma cada cotización. Los ahorros publicados son los del Floor Care Club ({discount} de descuento para miembros) y los niveles de nuestros socios constructores.',
    promise:
      'Aquí no puedo prometer, confirmar ni garantizar un precio: los estimados no son cotizaciones definitivas, y el equipo confirma cada cotización después de ver el piso.',
  },
  figureCut:
    'No puedo confirmar esa cifra. Para un precio en el que pueda confiar, use el [estimador instantáneo]({estimator}) o llame al {phone}: el equipo confirma cada cotización.',
  handoff: {
    askDetails:
      'Puedo pedir que alguien del equipo se comunique con usted. ¿Cuál es su nombre y un teléfono o correo electrónico donde puedan contactarle?',
    askName: '¡Gracias! ¿Por qué nombre debe preguntar el equipo?',
    askContact: 'Gracias, {name}. ¿En qué teléfono o correo electrónico puede contactarle el equipo?',
    invalid: '{problem} O envíe un correo electrónico.',
    confirm:
      'Gracias, {name}. Le pediré al equipo que se comunique con usted al {contact}. ¿Se lo paso? Responda «sí» para confirmar, o dígame qué cambiar.',
    confirmAgain: 'Responda «sí» para pasar sus datos al equipo, o dígame qué cambiar.',
    restart:
      'No hay problema. ¿Cuál es su nombre y un teléfono o correo electrónico donde el equipo pueda contactarle?',
    cancelled: 'No hay problema, no pasaré nada. Pregúnteme lo que quiera sobre su piso.',
    done: 'Listo, {name}: pasé esta conversación al equipo. Espere {byPhone, select, yes {una llamada} other {una respuesta}} al {contact} en menos de {callbackHours} horas ({hours}). Si es urgente, llámenos al {phone}.',
    already:
      'El equipo ya tiene sus datos y se comunicará con usted al {contact} en menos de {callbackHours} horas. Si es urgente, llámenos al {phone}.',
    either: '{first} o {second}',
  },
}
