/**
 * The knowledge hub, the article page and the author page in Spanish: ICU messages the server formats
 * (decision 034). Same shape as the English `hubWords`, `articleWords` and `authorWords` together
 * (app/features/knowledge/words.ts), where `{…}` marks
 * a value the page fills (a count, a date, a style); plus the hub's title, description and headline.
 * The articles and authors are content and bring their own Spanish. Terms from docs/glossary-es.md.
 */
export const knowledgeEs = {
  hub: 'Centro de conocimiento',
  feedTitle: 'Centro de conocimiento de {company}',
  back: 'Volver al Centro de conocimiento',
  categories: {
    'local-service': 'Servicio local',
    'residential-tips': 'Consejos para el hogar',
    'commercial-specs': 'Especificaciones comerciales',
    'chemistry-breakdowns': 'La química, a fondo',
    'case-studies': 'Casos reales',
    trends: 'Tendencias',
  },
  date: {
    format: '{day} de {month} de {year}',
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
  },
  minutes: '{minutes} min de lectura',
  hubPage: {
    lead: 'Respuestas directas sobre la química del epóxico, la preparación, el cuidado y el costo, de parte de quienes lo instalan.',
    searchLabel: 'Buscar artículos',
    placeholder: 'Busque guías o temas',
    search: 'Buscar',
    try: 'Pruebe con:',
    suggestions: [
      'preparación del garaje',
      'prueba de humedad',
      'cuidado del piso metálico',
      'pulido con diamante',
      'reparación de grietas',
    ],
    topics: 'Temas',
    allTopics: 'Todos los temas',
    sortLabel: 'Ordenar los artículos',
    sort: 'Ordenar:',
    sorts: { ai: 'Recomendados por IA', newest: 'Más recientes', 'most-read': 'Más leídos' },
    countOne: '{count} artículo',
    countOther: '{count} artículos',
    searching: 'Buscando…',
    forQuery: ' para “{query}”',
    inTopic: ' en {topic}',
    empty: 'No encontramos artículos con esos criterios. Pruebe con otros filtros u otra búsqueda.',
    showing: 'Se muestran {shown} de {total}',
    more: 'Ver más',
    readsOne: '{count} lectura',
    readsOther: '{count} lecturas',
  },
  article: {
    tags: 'Etiquetas',
    by: 'Por',
    updated: 'Actualizado el',
    share: 'Compartir',
    pdf: 'Descargar el PDF',
    showSummary: 'Ver el resumen de IA',
    hideSummary: 'Ocultar el resumen de IA',
    science: 'La ciencia',
    proTips: 'Consejos de experto',
    fieldExperience: 'Desde la obra',
    faqs: 'Preguntas frecuentes',
    sources: 'Fuentes',
    sourceNote: ' (en inglés)',
    cite: 'Cite este artículo',
    copyCitation: 'Copiar la cita {style}',
    citationCopied: 'Cita {style} copiada',
    citationNotCopied: 'No se pudo copiar la cita {style}',
    linkCopied: 'Enlace copiado',
    linkNotCopied: 'No se pudo copiar el enlace',
    articlesOne: '{count} artículo',
    articlesOther: '{count} artículos',
    expertise: 'Especialidades: {list}',
    related: 'Temas relacionados',
  },
  authorPage: {
    roleAt: '{role} de {company}',
    description: '{firstSentence}. Artículos, certificaciones y datos de contacto.',
    articles: 'Artículos',
    views: 'Lecturas en total',
    score: 'Puntaje de experiencia',
    scoreNote:
      'El puntaje de experiencia pondera las certificaciones, las áreas de especialidad, los artículos publicados y las lecturas.',
    email: 'Correo electrónico',
    newTab: ' (se abre en una pestaña nueva)',
    vcard: 'Descargar la tarjeta de contacto (vCard)',
    published: 'Artículos en español',
    none: 'Todavía no hay artículos en español.',
    viewsCount: '{count} lecturas',
    expertise: 'Especialidades',
    certifications: 'Certificaciones',
  },
}

/** The Spanish hub's title and description for search engines, and its headline. */
export const knowledgePageEs = {
  title: 'Centro de conocimiento | Refined Resin',
  description:
    'Guías sobre la química del epóxico, la preparación del garaje, las pruebas de humedad y el cuidado de los pisos metálicos en el área metropolitana de Atlanta.',
  headline: 'Lo que sabemos de la resina',
}

/** The Spanish PDF's footer on each page (the server's alone, like the PDF). */
export const knowledgePdfEs = { page: 'Página {page} de {pages}' }

/** The Spanish feed's description (`/es/knowledge/feed.xml`); its title is `feedTitle` above. */
export const knowledgeFeedEs = {
  description:
    'Guías y especificaciones sobre pisos epóxicos y de resina metálica en el área metropolitana de Atlanta, en español.',
}
