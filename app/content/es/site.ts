import type { SiteWords } from '../en/site'

/**
 * The frame of Spanish pages: navigation, footer and the not-found page, as ICU messages formatted on
 * the server (decisions 034, 039). A link shows only where its page exists in Spanish, so no Spanish
 * page leads into English except through the language switch. Terms follow docs/glossary-es.md.
 */
export const site: SiteWords = {
  mainNav: {
    '/': 'Inicio',
    '/portfolio': 'Portafolio',
    '/knowledge': 'Conocimiento',
    '/careers': 'Empleos',
    '/contact': 'Contacto',
    '/estimator': 'Estimador',
  },
  footerLinks: {
    '/portfolio': 'Portafolio',
    '/contact': 'Contacto',
    '/careers': 'Empleos',
    '/estimator': 'Estimado instantáneo',
    '/pricing': 'Guía de precios',
    '/warranty': 'Garantía',
    '/floor-care': 'Programa de mantenimiento (Floor Care Club)',
    '/schedule': 'Reserve una instalación',
    '/knowledge': 'Centro de conocimiento',
    '/privacy': 'Privacidad',
    '/terms': 'Términos',
    '/accessibility': 'Accesibilidad',
  },
  estimate: 'Pida un estimado',
  navLabel: 'Principal',
  breadcrumbLabel: 'Ruta de navegación',
  openMenu: 'Abrir el menú',
  closeMenu: 'Cerrar el menú',
  skip: 'Saltar al contenido',
  footer: {
    company: 'La empresa',
    resources: 'Recursos',
    about:
      'Pisos artesanales de epóxico metálico, vertidos a mano en {region}. Desde {year}, con licencia y seguro.',
    contact: 'Contacto',
    serving: 'al servicio de',
    message: 'Envíenos un mensaje',
    newTab: ' (se abre en una pestaña nueva)',
    aiIndex: 'Índice de contenido para IA (JSON, en inglés)',
  },
  notFound: {
    title: 'Página no encontrada | Refined Resin',
    heading: '¡Uy! No encontramos esta página',
    home: 'Volver al inicio',
  },
}

/**
 * The chat widget's words on a Spanish page (decision 034); `{assistant}` is Remy's published name. Only
 * the page that shows the widget (the home) sends them, formatted, with its own words.
 */
export const chatWidgetEs = {
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
    { to: '/es/contact', label: 'Pida un estimado' },
    { to: '/es/warranty', label: 'Garantía' },
    { to: '/es/floor-care', label: 'Floor Care Club' },
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
  you: 'Usted: ',
}
