import type { finishAlts as english } from '../en/finish-alts'

/** What each finish's artwork shows, in Spanish (decision 039), for the pictures the owner described in none. */
export const finishAlts: typeof english = {
  'metallic-copper': 'Piso de epóxico metálico color cobre, con vetas de bronce y ámbar',
  'gunmetal-flake': 'Piso epóxico gris oscuro cubierto de hojuelas de vinilo carbón, grises y blancas',
  'storm-grey': 'Piso epóxico liso de color sólido gris tormenta, con brillo satinado',
  'custom-blend': 'Piso epóxico de mezcla personalizada en tonos cobre, grafito y perla',
  'metallic-blue': 'Piso de epóxico metálico azul profundo con ondas plateadas',
  'electric-green': 'Piso de epóxico metálico verde brillante con remolinos turquesa',
  'granite-speckle': 'Piso epóxico con aspecto de granito, moteado en negro, blanco y gris',
  'white-marble-metallic': 'Piso de epóxico metálico blanco con vetas grises y plateadas, como el mármol',
  'black-silver-metallic': 'Piso de epóxico metálico negro con líneas de lava plateada',
}
