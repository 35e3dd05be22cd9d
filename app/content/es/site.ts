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
  toasts: { region: 'Notificaciones {hotkey}', close: 'Cerrar el aviso' },
  notFound: {
    title: 'Página no encontrada | Refined Resin',
    heading: '¡Uy! No encontramos esta página',
    home: 'Volver al inicio',
  },
}
