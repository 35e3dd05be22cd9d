import { factIn } from '../../i18n/facts.server'
import { chat, company } from '../business'
import { live } from '../live'

/**
 * Remy's words in Spanish that the server says (decision 034): the hand-off to a person and the
 * sentence that replaces a figure the facts do not support. Kept on the server like the rest of
 * `content/es`; the widget's own words reach the browser formatted, with the data of the page that shows it.
 * Terms follow docs/glossary-es.md.
 */
export const chatEs = live(
  () =>
    ({
      figureCut: `No puedo confirmar esa cifra. Para un precio en el que pueda confiar, use el [estimador instantáneo](/es/estimator) o llame al ${company.phone}: el equipo confirma cada cotización.`,
      handoff: {
        askDetails:
          'Puedo pedir que alguien del equipo se comunique con usted. ¿Cuál es su nombre y un teléfono o correo electrónico donde puedan contactarle?',
        askName: '¡Gracias! ¿Por qué nombre debe preguntar el equipo?',
        askContact: (name: string) =>
          `Gracias, ${name}. ¿En qué teléfono o correo electrónico puede contactarle el equipo?`,
        invalid: (problem: string) => `${problem} O envíe un correo electrónico.`,
        confirm: (name: string, contact: string) =>
          `Gracias, ${name}. Le pediré al equipo que se comunique con usted al ${contact}. ¿Se lo paso? Responda «sí» para confirmar, o dígame qué cambiar.`,
        confirmAgain: 'Responda «sí» para pasar sus datos al equipo, o dígame qué cambiar.',
        restart:
          'No hay problema. ¿Cuál es su nombre y un teléfono o correo electrónico donde el equipo pueda contactarle?',
        cancelled: 'No hay problema, no pasaré nada. Pregúnteme lo que quiera sobre su piso.',
        done: (name: string, contact: string, byPhone: boolean) =>
          `Listo, ${name}: pasé esta conversación al equipo. Espere ${byPhone ? 'una llamada' : 'una respuesta'} al ${contact} en menos de ${chat.handoffCallbackHours} horas (${factIn('es', 'hours')}). Si es urgente, llámenos al ${company.phone}.`,
        already: (contact: string) =>
          `El equipo ya tiene sus datos y se comunicará con usted al ${contact} en menos de ${chat.handoffCallbackHours} horas. Si es urgente, llámenos al ${company.phone}.`,
      },
    }) as const,
)
