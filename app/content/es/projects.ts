/**
 * The repository's portfolio projects in Spanish, joined to the seed on the server only (decision 034):
 * the projects' module also reaches the browser with the portfolio's case study, and carries no
 * Spanish. A project's place keeps its name (Buford, GA), so only the titles are written here. From the
 * first publish on, the owner edits these in the console beside the English; a project left out here
 * has no Spanish version and is not on /es/portfolio until the owner gives it one.
 */
export const projectTitlesEs: Record<string, string> = {
  'copper-garage-buford': 'Garaje metálico color cobre',
  'storm-basement-sugar-hill': 'Sótano en gris tormenta',
  'flake-garage-suwanee': 'Garaje familiar con hojuelas',
  'blue-showroom-alpharetta': 'Sala de exhibición boutique',
  'warehouse-gainesville': 'Nave de un almacén de distribución',
  'taproom-lawrenceville': 'Piso para una cervecería artesanal',
  'marble-kitchen-duluth': 'Cocina en mármol blanco',
  'speckle-workshop-cumming': 'Taller de fin de semana',
  'clinic-athens': 'Clínica veterinaria',
  'green-gym-dacula': 'Gimnasio en casa en verde eléctrico',
  'salon-decatur': 'Piso para un salón de belleza',
  'lava-garage-flowery-branch': 'Garaje de lava a medianoche',
  'fire-station-marietta': 'Cochera de una estación de bomberos',
  'patio-braselton': 'Patio techado',
  'auto-detail-snellville': 'Taller de detallado de autos',
  'copper-lobby-roswell': 'Vestíbulo de oficinas en cobre',
  'brewhouse-canton': 'Sala de producción de una cervecería',
  'blue-garage-lilburn': 'Garaje azul océano',
  'retail-kennesaw': 'Tienda de artículos deportivos',
  'fabrication-conyers': 'Taller de fabricación',
  'basement-bar-grayson': 'Bar en el sótano',
  'dental-johns-creek': 'Consultorio dental',
  'green-arcade-atlanta': 'Salón de videojuegos',
  'marble-foyer-milton': 'Recibidor en mármol',
}
