import type { ChatTopicWords } from '../en/chat-topics'

/**
 * The words that tell Remy what a Spanish question is about (decision 039): the same topics as the
 * English file, in the words a Spanish speaker uses for them (docs/glossary-es.md).
 */
export const chatTopics: ChatTopicWords = {
  topics: {
    warranty: /garant[ií]a|garantiza/,
    floorCare: /floor care|club|membres[ií]a|mantenimiento/,
    partners: /socios?|constructor|arquitect|dise[ñn]ador|recomend|referid|comisi[oó]n|contratista/,
    careers: /empleos?|trabajos?|trabajar|vacantes?|contrat(?!ista)|puestos?|solicitud/,
    pricing:
      /precios?|costos?|cuesta|cuestan|cu[aá]nto (vale|sale|cobran)|cobran|presupuesto|cotizaci[oó]n|tarifas?|\$/,
    finishes: /acabados?|colou?r(es)?|estilos?|opciones|met[aá]lic|hojuelas|dise[ñn]os?/,
    timeline: /tarda|tiempo|d[ií]as|duraci[oó]n|curado|cu[aá]ndo|fechas?|reserv|disponib|fin de semana/,
    spec: /proporci[oó]n|mezcla|vida [uú]til|temperatura|ficha t[eé]cnica|especificaci[oó]n|qu[ií]mic|psi/,
    contact: /tel[eé]fono|llamar|correo|contacto|contactar|horario|comunicarme/,
    area: /d[oó]nde|[aá]rea|zona|sirven|atienden|condados?|c[oó]digo postal|cerca/,
    company: /qui[eé]nes son|sobre ustedes|licencia|asegurad|seguro|experiencia|empresa|compa[ñn][ií]a/,
  },
  howTo:
    /(limpi|cuid|mantener|mantenimiento del piso|trapea|rayon|raya|mancha|despeg|humedad|h[uú]med|prepar|pulid|esmeril|grieta|aceite|amarill|resbal|qu[ií]mic)/,
  greeting: /^(hola|buen[oa]s( d[ií]as| tardes| noches)?)\b/,
  thanks: /^(gracias|muchas gracias|perfecto|excelente|ok|vale|de acuerdo)/,
  refusals: {
    injection:
      /((ignor[ae]|olvid[ae]|omit[ae]|descart[ae])\b.{0,30}\b(instrucciones|reglas|indicaciones|pol[ií]ticas?))|prompt del sistema|ahora eres|finge|act[uú]a como|modo desarrollador|clave de (la )?api/,
    discount:
      /\b(descuentos?|cupones?|promoci[oó]n|ofertas?|m[aá]s barato|rebaja|igualar el precio|instalaci[oó]n gratis|negociar)/,
    promise:
      /\b(prometa|prometer|promete|garantice|garantizar|garantiza|confirme|confirmar|comprom[eé]t|por escrito)\b.{0,80}(\$\s?\d|\bprecios?\b|\bcostos?\b|\bcotizaci[oó]n|\btarifas?\b|\btotal\b)/,
  },
  language: {
    words: [
      'hola',
      'gracias',
      'buen[oa]s',
      'cu[aá]nto',
      'cu[aá]nta',
      'cuesta',
      'cuestan',
      'costo',
      'precios?',
      'garajes?',
      'cocheras?',
      's[oó]tanos?',
      'bodegas?',
      'pisos?',
      'pies',
      'cuadrados',
      'quiero',
      'necesito',
      'tienen',
      'ustedes',
      'usted',
      'd[ií]as',
      'tarda',
      'garant[ií]a',
      'qu[eé]',
      'c[oó]mo',
      'cu[aá]ndo',
      'd[oó]nde',
      'para',
      'por',
      'mi',
      'el',
      'los',
      'las',
      'una?',
      'con',
      'hacen',
      'trabajo',
      'empleo',
      'hablar',
      'persona',
      'tel[eé]fono',
      'llamen',
      'hojuelas',
      'met[aá]lico',
      'sirven',
      'c[oó]digo',
      'postal',
      'es',
      'y',
      'de',
      'del',
      'en',
      'me',
      'se',
    ],
    marks: /[¿¡ñáéíóú]/iu,
  },
  // With figures written as the facts write them (es-US groups thousands with a comma, as English
  // does), so the figure check reads them alike.
  modelRules: [
    '- This conversation is in Spanish: answer in Spanish (Latin American, formal "usted"), with the same facts, figures and rules.',
    '- Use these terms: piso epóxico, epóxico metálico, hojuelas, color sólido, capa final, curado, losa de concreto, garantía, estimado, instalación, cuadrilla, pies cuadrados. Keep finish names and "Floor Care Club" in English.',
    '- Write money exactly as the facts do: $1,234 and $5.50 (comma for thousands, point for cents).',
    '- Link to these Spanish pages: {pages}. A page not among them is in English only: link its English path and say "(en inglés)" after the link.',
  ],
  commonWords:
    'como cual cuales cuanto cuanta cuando donde porque para sobre tiene tienen tengo puedo debo hacer piso pisos epoxico epoxicos epoxica suelo este esta esto estos estas antes despues ustedes usted quiero necesito mucho',
}
