import {
  booking,
  claims,
  company,
  estimator,
  floorCareClub,
  installDuration,
  partners,
  pricingGuide,
  responseTimes,
  specSheet,
  warranty,
} from '~/content/business'
import { factsEs } from '~/content/es/facts'
import { numberEs, percentEs, usdWhenCentsEs } from '~/content/es/format'
import { warrantyEs } from '~/content/es/warranty'
import { estimate } from '~/features/estimator/estimate'
import type { FinishStyle, SpaceType } from '~/features/estimator/schema'
import { findByCity, findByZip, insideRadius, milesFromBase } from '~/features/service-area/lookup'
import { lowerFirst } from './embedded-assistant.server'
import { knowledgeAnswerEs } from './knowledge-es.server'
import { type Question, type Reply, type Responder, replyWith } from './reply-flow.server'

/**
 * Remy without a model, in Spanish (decision 034): the same facts and figures as the English
 * replies, worked out by the same estimate engine, in the words of docs/glossary-es.md. Links lead
 * to the Spanish pages; a page that exists in English only is linked and marked as English.
 */

const money = usdWhenCentsEs
const number = numberEs
const sqft = (n: number) => `${number(n)} pies cuadrados`
const link = (label: string, href: string) => `[${label}](${href})`
const days = (n: number) => (n === 1 ? '1 día' : `${number(n)} días`)

/** A published English duration ("2-3 days", "24-48 hours") in Spanish words. */
export function durationEs(text: string): string {
  const units: Record<string, string> = {
    day: 'día',
    days: 'días',
    hour: 'hora',
    hours: 'horas',
    week: 'semana',
    weeks: 'semanas',
    month: 'mes',
    months: 'meses',
    year: 'año',
    years: 'años',
    minutes: 'minutos',
  }
  return text
    .replace(/\bon business days\b/, 'en días hábiles')
    .replace(/\bunder\b/, 'menos de')
    .replace(/\b(days?|hours?|weeks?|months?|years?|minutes)\b/g, (u) => units[u] ?? u)
}

const ESTIMATOR = link('estimador instantáneo', '/es/estimator')
const SCHEDULE = link('bloques de fin de semana disponibles', '/es/schedule')
const MESSAGE = link('envíenos un mensaje', '/es/contact')
/** A page that exists in English only, said so before the visitor follows the link. */
const englishLink = (label: string, href: string) => `${link(label, href)} (en inglés)`

const spaceLabel: Record<SpaceType, string> = {
  garage: 'garaje',
  patio: 'patio',
  basement: 'sótano',
  commercial: 'espacio comercial',
  warehouse: 'bodega',
}

const finishLabel: Record<FinishStyle, string> = {
  'storm-grey': 'Color sólido (Storm Grey)',
  'gunmetal-flake': 'Hojuelas (Gunmetal Flake)',
  'metallic-copper': 'Metálico (Metallic Copper)',
  custom: 'Mezcla personalizada (Custom Blend)',
}

function serviceAreaByZip(zip: string): Reply {
  const area = findByZip(zip)
  if (!area) {
    return {
      lines: [
        `El código postal ${zip} no está en nuestra lista. Cubrimos los condados de ${company.counties.join(', ')} desde nuestra base en ${company.base.city}, a unas ${company.serviceRadiusMiles} millas, y estamos creciendo hacia ${company.expansion.join(' y ')}.`,
        `Si está un poco más lejos, llame al ${company.phone} y el equipo le dirá con honestidad si podemos ir.`,
      ],
      next: `Siguiente paso: llame al ${company.phone} o ${MESSAGE}.`,
    }
  }
  const miles = milesFromBase(area)
  return {
    lines: [
      `Sí, atendemos el ${zip}: ${area.city}, condado de ${area.county}, ${miles < 1 ? `junto a nuestra base en ${company.base.city}` : `a unas ${number(miles)} millas de nuestra base en ${company.base.city}`}.`,
      insideRadius(area)
        ? `Está dentro de nuestro radio habitual de ${company.serviceRadiusMiles} millas, y respondemos a las solicitudes locales en ${durationEs(responseTimes.serviceArea)}.`
        : `Está más allá de nuestro radio habitual de ${company.serviceRadiusMiles} millas, pero en nuestra lista de condados: el equipo confirma el viaje cuando le llame.`,
    ],
    next: `Siguiente paso: calcule el precio de su piso en el ${ESTIMATOR}.`,
  }
}

function serviceAreaByCity(city: string): Reply {
  const areas = findByCity(city)
  const first = areas[0]
  const zips = areas.map((a) => a.zip)
  return {
    lines: [
      `Sí, atendemos ${first.city} (condado de ${first.county}): ${zips.length === 1 ? `código postal ${zips[0]}` : `códigos postales ${zips.slice(0, 6).join(', ')}${zips.length > 6 ? ' y más' : ''}`}, a unas ${number(milesFromBase(first))} millas de nuestra base en ${company.base.city}.`,
    ],
    next: `Siguiente paso: calcule el precio de su piso en el ${ESTIMATOR}.`,
  }
}

function pricedAnswer(q: Question & { sqft: number }): Reply {
  const { min, max } = estimator.sqft
  if (q.sqft < min || q.sqft > max) {
    return {
      lines: [
        `Nuestros estimados instantáneos cubren de ${number(min)} a ${number(max)} pies cuadrados. Para ${sqft(q.sqft)}, el equipo da el precio después de visitar el lugar, partiendo de nuestras tarifas base de ${money(estimator.baseRateLow)}-${money(estimator.baseRateHigh)} por pie cuadrado, antes de los factores de espacio y acabado.`,
        'El equipo confirma cada cotización.',
      ],
      next: `Siguiente paso: llame al ${company.phone} o ${MESSAGE}.`,
    }
  }
  const space = q.space ?? 'garage'
  const guessed = q.space ? '' : ' Lo calculé como garaje; dígame si es otro espacio.'
  if (q.finish) {
    const r = estimate({ spaceType: space, squareFootage: q.sqft, finishStyle: q.finish })
    return {
      lines: [
        `Para un ${spaceLabel[space]} de ${sqft(q.sqft)} con acabado ${finishLabel[q.finish]}, nuestro estimador da ${money(r.minTotal)}-${money(r.maxTotal)} (unos ${money(r.total)}), con una instalación de ${days(r.estimatedDays)} por lo general.${guessed}`,
        'Es un estimado, no un precio definitivo: el equipo confirma cada cotización después de ver la losa de concreto.',
      ],
      next: `Siguiente paso: afínelo en el ${ESTIMATOR} (precio asegurado por ${days(estimator.priceLockDays)}) y luego reserve uno de los ${SCHEDULE}.`,
    }
  }
  const rows = (['storm-grey', 'gunmetal-flake', 'metallic-copper', 'custom'] as const).map((finish) => {
    const r = estimate({ spaceType: space, squareFootage: q.sqft, finishStyle: finish })
    return `- ${finishLabel[finish]}: ${money(r.minTotal)}-${money(r.maxTotal)}`
  })
  const time = estimate({ spaceType: space, squareFootage: q.sqft, finishStyle: 'storm-grey' }).estimatedDays
  return {
    lines: [
      `Para un ${spaceLabel[space]} de ${sqft(q.sqft)}, nuestro estimador da estos rangos según el acabado:${guessed}`,
      ...rows,
      `Calcule unos ${days(time)} de instalación. Son estimados, no precios definitivos: el equipo confirma cada cotización.`,
    ],
    next: `Siguiente paso: el ${ESTIMATOR} lo ajusta a su acabado y sus fechas.`,
  }
}

function pricingAnswer(): Reply {
  const size = estimator.sqft.default
  const solid = estimate({ spaceType: 'garage', squareFootage: size, finishStyle: 'storm-grey' })
  const metal = estimate({ spaceType: 'garage', squareFootage: size, finishStyle: 'metallic-copper' })
  const f = estimator.finishMultipliers
  return {
    lines: [
      `Nuestros estimados parten de ${money(estimator.baseRateLow)}-${money(estimator.baseRateHigh)} por pie cuadrado, ajustados según el espacio (patios ×${number(estimator.spaceFactors.patio)}, comercial ×${number(estimator.spaceFactors.commercial)}) y el acabado (color sólido ×${number(f['storm-grey'])}, hojuelas ×${number(f['gunmetal-flake'])}, metálico ×${number(f['metallic-copper'])}, personalizado ×${number(f.custom)}).`,
      `Por ejemplo, un garaje de ${sqft(size)} cuesta ${money(solid.minTotal)}-${money(solid.maxTotal)} en color sólido y ${money(metal.minTotal)}-${money(metal.maxTotal)} en Metallic Copper.`,
      'Los daños en la superficie, la programación urgente y el trabajo de diseño cambian el precio; el equipo confirma cada cotización.',
    ],
    next: `Siguiente paso: el ${ESTIMATOR} le da su propio rango en menos de ${claims.estimateMinutes} minutos. Dígame cuántos pies cuadrados tiene su piso y también se lo calculo.`,
  }
}

function finishesAnswer(): Reply {
  const { metallic, flake, solid } = pricingGuide.articleRanges
  const range = (r: readonly number[]) => `${money(r[0])}-${money(r[1])} por pie cuadrado`
  return {
    lines: [
      'Instalamos cuatro familias de acabados:',
      `- Metálico (Metallic Copper, Metallic Blue, Electric Green, White Marble Metallic, Black and Silver Metallic): profundidad trabajada a mano, por lo general ${range(metallic)}`,
      `- Hojuelas (Gunmetal Flake, Granite Speckle): con textura, disimula el polvo y da buen agarre, por lo general ${range(flake)}`,
      `- Color sólido (Storm Grey): limpio y el más económico, por lo general ${range(solid)}`,
      '- Mezcla personalizada (Custom Blend): sus colores, mezclados a pedido',
    ],
    next: `Siguiente paso: calcule el precio de su piso con el acabado que le guste en el ${ESTIMATOR}.`,
  }
}

function timelineAnswer(): Reply {
  const [a, b, c] = estimator.dayThresholds
  return {
    lines: [
      `La mayoría de las instalaciones toman ${factsEs.installAverage}. Según el tamaño: menos de ${sqft(a.below)}, unos ${days(a.days)}; menos de ${number(b.below)}, unos ${days(b.days)}; menos de ${number(c.below)}, unos ${days(c.days)}; más grandes, unos ${days(estimator.maxDays)}.`,
      `Los pisos residenciales toman ${factsEs.installResidential}; se puede caminar sobre ellos a las ${durationEs(installDuration.residentialCure)} y el curado completo toma ${days(specSheet.fullCureDays)}. Reservamos bloques de instalación de ${days(booking.blockDays)}; la reserva habitual es con ${durationEs(pricingGuide.standardLeadTime)} de anticipación.`,
    ],
    next: `Siguiente paso: reserve uno de los ${SCHEDULE}.`,
  }
}

function warrantyAnswer(): Reply {
  const years = (n: number) => (n === 1 ? '1 año' : `${n} años`)
  return {
    lines: [
      `Nuestros pisos tienen una ${lowerFirst(factsEs.warrantyLabel)}, transferible si vende su casa, con reparación de grietas y retoques incluidos el primer año.`,
      `Cubre: ${warrantyEs.covered.map((c) => c.toLowerCase()).join(', ')}. No cubre: ${warrantyEs.exclusions.map((c) => c.toLowerCase()).join(', ')}. Revisamos los reclamos en menos de ${warranty.handling.claimReviewHours} horas y las reparaciones suelen hacerse en ${days(warranty.handling.repairWithinDaysOfApproval)} tras la aprobación.`,
      `Con el Floor Care Club, nuestro programa de mantenimiento, la garantía se extiende a ${years(floorCareClub.warrantyYearsWithMembership)}.`,
    ],
    next: `Siguiente paso: lea la ${link('garantía completa', '/es/warranty')}.`,
  }
}

function floorCareAnswer(): Reply {
  return {
    lines: [
      `El Floor Care Club, nuestro programa de mantenimiento, cuesta ${money(floorCareClub.priceLaunch)} al año en su lanzamiento (precio regular ${money(floorCareClub.priceRegular)}): inspecciones cada tres meses, ${percentEs(floorCareClub.discount)} de descuento y su garantía extendida de ${floorCareClub.warrantyYearsWithout} a ${floorCareClub.warrantyYearsWithMembership} años mientras sea miembro.`,
    ],
    next: `Siguiente paso: conozca el ${link('Floor Care Club', '/es/floor-care')}.`,
  }
}

function contactAnswer(): Reply {
  return {
    lines: [
      `Llame o escriba al ${company.phone}, o envíe un correo a ${company.email}; atendemos ${factsEs.hours}. Respondemos los mensajes en ${durationEs(responseTimes.contact)}.`,
    ],
    next: `Siguiente paso: ${MESSAGE}.`,
  }
}

function areaAnswer(): Reply {
  return {
    lines: [
      `Estamos en ${company.base.city}, ${company.base.state}, y atendemos ${company.base.region}: los condados de ${company.counties.join(', ')}, a unas ${company.serviceRadiusMiles} millas, y estamos creciendo hacia ${company.expansion.join(' y ')}.`,
      'Dígame su código postal y lo verifico.',
    ],
    next: `Siguiente paso: envíeme su código postal o llame al ${company.phone}.`,
  }
}

function careersAnswer(): Reply {
  return {
    lines: [
      `Contratamos instaladores, instaladores líderes, un estimador y un creador de contenido en ${company.base.region}.`,
    ],
    next: `Siguiente paso: vea los ${link('puestos abiertos y el pago', '/es/careers')}.`,
  }
}

function partnerAnswer(): Reply {
  const tiers = partners.builderTiers
    .map((t) => `${t.name}, ${t.projectsPerYear} proyectos al año: ${percentEs(t.discount)}`)
    .join('; ')
  return {
    lines: [
      `Trabajamos con constructores, arquitectos y administradores de instalaciones. Los socios que nos recomiendan clientes ganan una comisión del ${percentEs(partners.referralCommissionRate)}; los constructores tienen precios por niveles (${tiers}).`,
      `Revisamos las solicitudes en ${days(partners.applicationReviewBusinessDays)} hábiles.`,
    ],
    next: `Siguiente paso: los ${englishLink('programas para socios', '/partnerships')} o ${englishLink('la solicitud', '/partner-application')}.`,
  }
}

function specAnswer(): Reply {
  const { min, max } = specSheet.serviceTemperatureF
  return {
    lines: [
      `Nuestro sistema: capa base mezclada ${specSheet.baseCoatMixRatio}, capa final ${specSheet.topcoatMixRatio}, tiempo de vida útil de la mezcla de la capa base de ${specSheet.baseCoatPotLifeMinutes} minutos, curado completo en ${days(specSheet.fullCureDays)} y temperatura de servicio de ${min} °F a ${max} °F.`,
    ],
    next: `Siguiente paso: la ${englishLink('ficha técnica', '/spec-sheet')}.`,
  }
}

function companyAnswer(): Reply {
  return {
    lines: [
      `${company.name} empezó en ${company.base.city} en ${company.founded.year}: ${claims.clientsServed} clientes atendidos, ${claims.sqftPoured} pies cuadrados instalados, ${claims.onTimeRate} de los trabajos a tiempo, con licencia y seguro.`,
    ],
    next: `Siguiente paso: lea nuestra ${link('garantía', '/es/warranty')} y calcule su precio en el ${ESTIMATOR}.`,
  }
}

// The same topics as the English responder, in the words a Spanish speaker uses for them.
const topics: [RegExp, () => Reply][] = [
  [/garant[ií]a|garantiza/, warrantyAnswer],
  [/floor care|club|membres[ií]a|mantenimiento/, floorCareAnswer],
  [/socios?|constructor|arquitect|dise[ñn]ador|recomend|referid|comisi[oó]n|contratista/, partnerAnswer],
  [/empleos?|trabajos?|trabajar|vacantes?|contrat(?!ista)|puestos?|solicitud/, careersAnswer],
  [
    /precios?|costos?|cuesta|cuestan|cu[aá]nto (vale|sale|cobran)|cobran|presupuesto|cotizaci[oó]n|tarifas?|\$/,
    pricingAnswer,
  ],
  [/acabados?|colou?r(es)?|estilos?|opciones|met[aá]lic|hojuelas|dise[ñn]os?/, finishesAnswer],
  [/tarda|tiempo|d[ií]as|duraci[oó]n|curado|cu[aá]ndo|fechas?|reserv|disponib|fin de semana/, timelineAnswer],
  [
    /proporci[oó]n|mezcla|vida [uú]til|temperatura|ficha t[eé]cnica|especificaci[oó]n|qu[ií]mic|psi/,
    specAnswer,
  ],
  [/tel[eé]fono|llamar|correo|contacto|contactar|horario|comunicarme/, contactAnswer],
  [/d[oó]nde|[aá]rea|zona|sirven|atienden|condados?|c[oó]digo postal|cerca/, areaAnswer],
  [/qui[eé]nes son|sobre ustedes|licencia|asegurad|seguro|experiencia|empresa|compa[ñn][ií]a/, companyAnswer],
]

const spanish: Responder = {
  lang: 'es',
  byZip: serviceAreaByZip,
  byCity: serviceAreaByCity,
  priced: pricedAnswer,
  topics,
  knowledge: knowledgeAnswerEs,
  howTo:
    /(limpi|cuid|mantener|mantenimiento del piso|trapea|rayon|raya|mancha|despeg|humedad|h[uú]med|prepar|pulid|esmeril|grieta|aceite|amarill|resbal|qu[ií]mic)/,
  greeting: {
    when: /^(hola|buen[oa]s( d[ií]as| tardes| noches)?)\b/,
    reply: () =>
      `¡Hola! Pregúnteme por los acabados, los precios, el tiempo de instalación, nuestra garantía o si atendemos su código postal.\n\nSiguiente paso: pruebe el ${ESTIMATOR} para tener un precio en menos de ${claims.estimateMinutes} minutos.`,
  },
  thanks: {
    when: /^(gracias|muchas gracias|perfecto|excelente|ok|vale|de acuerdo)/,
    reply: () => `¡Con gusto! Cuando esté listo, reserve uno de los ${SCHEDULE}.`,
  },
  fallback: (afterRefusal) => ({
    lines: [
      afterRefusal
        ? 'Pregúnteme por los acabados, los precios, el tiempo de instalación, nuestra garantía o su código postal.'
        : 'No lo sé con certeza y prefiero no adivinar. El equipo puede responderle directamente.',
    ],
    next: `Siguiente paso: llame al ${company.phone} o ${MESSAGE}.`,
  }),
}

/**
 * Remy's whole reply in Spanish to `message`, with `earlier` the visitor's previous messages (a
 * follow-up such as "¿y para 800 pies cuadrados?" keeps the space and finish named before).
 */
export function embeddedReplyEs(message: string, earlier: readonly string[] = []): string {
  return replyWith(spanish, message, earlier)
}
