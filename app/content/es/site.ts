/**
 * The frame of Spanish pages: navigation, footer and the not-found page, as ICU messages formatted on
 * the server (decision 034). Only pages that exist in Spanish are linked, so no Spanish page leads
 * into English except through the language link. Terms follow docs/glossary-es.md.
 */
export const siteEs = {
  home: '/es',
  mainNav: [
    { to: '/es', label: 'Inicio' },
    { to: '/es/portfolio', label: 'Portafolio' },
    { to: '/es/knowledge', label: 'Conocimiento' },
    { to: '/es/careers', label: 'Empleos' },
    { to: '/es/contact', label: 'Contacto' },
    { to: '/es/estimator', label: 'Estimador' },
  ],
  estimate: { to: '/es/estimator', label: 'Pida un estimado' },
  navLabel: 'Principal',
  breadcrumbLabel: 'Ruta de navegación',
  openMenu: 'Abrir el menú',
  closeMenu: 'Cerrar el menú',
  skip: 'Saltar al contenido',
  footer: {
    company: {
      title: 'La empresa',
      links: [
        { to: '/es/portfolio', label: 'Portafolio' },
        { to: '/es/contact', label: 'Contacto' },
        { to: '/es/careers', label: 'Empleos' },
      ],
    },
    resources: {
      title: 'Recursos',
      links: [
        { to: '/es/estimator', label: 'Estimado instantáneo' },
        { to: '/es/pricing', label: 'Guía de precios' },
        { to: '/es/warranty', label: 'Garantía' },
        { to: '/es/floor-care', label: 'Programa de mantenimiento (Floor Care Club)' },
        { to: '/es/schedule', label: 'Reserve una instalación' },
        { to: '/es/knowledge', label: 'Centro de conocimiento' },
      ] as { to: string; label: string }[],
    },
    legal: [
      { to: '/es/privacy', label: 'Privacidad' },
      { to: '/es/terms', label: 'Términos' },
      { to: '/es/accessibility', label: 'Accesibilidad' },
    ] as { to: string; label: string }[],
    about:
      'Pisos artesanales de epóxico metálico, vertidos a mano en {region}. Desde 2025, con licencia y seguro.',
    contact: 'Contacto',
    hours: '{hours}',
    serving: 'al servicio de',
    message: { to: '/es/contact', label: 'Envíenos un mensaje' },
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
