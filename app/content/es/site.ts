/**
 * The frame of Spanish pages: navigation, footer and the not-found page, as ICU messages formatted on
 * the server (decision 034). Only pages that exist in Spanish are linked, so no Spanish page leads
 * into English except through the language link. Terms follow docs/glossary-es.md.
 */
export const siteEs = {
  home: '/es',
  mainNav: [
    { to: '/es', label: 'Inicio' },
    { to: '/es/careers', label: 'Empleos' },
    { to: '/es/contact', label: 'Contacto' },
    { to: '/es/estimator', label: 'Estimador' },
  ],
  estimate: { to: '/es/estimator', label: 'Pida un estimado' },
  navLabel: 'Principal',
  openMenu: 'Abrir el menú',
  closeMenu: 'Cerrar el menú',
  skip: 'Saltar al contenido',
  footer: {
    company: {
      title: 'La empresa',
      links: [
        { to: '/es/contact', label: 'Contacto' },
        { to: '/es/careers', label: 'Empleos' },
      ],
    },
    resources: {
      title: 'Recursos',
      links: [
        { to: '/es/estimator', label: 'Estimado instantáneo' },
        { to: '/es/warranty', label: 'Garantía' },
        { to: '/es/floor-care', label: 'Programa de mantenimiento (Floor Care Club)' },
        { to: '/es/schedule', label: 'Reserve una instalación' },
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
  otherLanguage: 'English',
}
