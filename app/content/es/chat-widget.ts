import type { ChatWidgetCopy } from '../en/chat-widget'

/** Remy's widget in Spanish (decision 039), key for key the English catalog. */
export const chatWidget: ChatWidgetCopy = {
  title: '{assistant}',
  subtitle: 'Su experto en pisos',
  greeting:
    '¡Hola! Soy {assistant}, su experto en pisos. Pregúnteme lo que quiera sobre pisos epóxicos, precios o la instalación.',
  placeholder: 'Pregunte por acabados, precios...',
  openLabel: 'Hable con {assistant}, su experto en pisos',
  closeLabel: 'Cerrar el chat',
  sendLabel: 'Enviar',
  inputLabel: 'Mensaje para {assistant}',
  typing: '{assistant} está escribiendo',
  chips: [
    { label: 'Acabados', question: '¿Qué acabados ofrecen?' },
    { label: 'Precios', question: '¿Cuánto cuesta un piso epóxico?' },
    { label: 'Tiempo', question: '¿Cuánto tarda la instalación?' },
  ],
  links: [
    { to: '/contact', label: 'Pida un estimado' },
    { to: '/warranty', label: 'Garantía' },
    { to: '/floor-care', label: 'Floor Care Club' },
  ],
  linksAfterMessages: 2,
  notice:
    '{assistant} es un asistente automático. Los estimados no son cotizaciones definitivas: el equipo confirma cada precio.',
  errors: {
    tooManyRequests: 'Demasiadas solicitudes. Espere un momento, por favor.',
    unavailable: 'El servicio no está disponible por el momento.',
    failed: 'No pudimos obtener una respuesta. Inténtelo de nuevo.',
  },
  opening: 'Abriendo el chat…',
  conversation: 'Conversación',
  messages: 'Mensajes',
  nextSteps: 'Siguientes pasos',
  assistantSays: '{assistant}: ',
  you: 'Usted: ',
}
