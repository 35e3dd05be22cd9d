/**
 * The reminder mails of a booking made in Spanish (decision 034): the preparation checklist, the care
 * guide and the review request, as ICU messages the server formats with the same figures as the
 * English ones (../business/reminders.ts). Terms from docs/glossary-es.md.
 */
export const preparationChecklistEs = {
  intro: 'Algunas cosas que hacer antes de que lleguemos, para que la cuadrilla empiece a tiempo:',
  items: [
    'Despeje el espacio: saque todo del piso, también lo que se guarda junto a las paredes, para que podamos trabajar de pared a pared.',
    'Sin vehículos durante {vehicleHours} horas: estacione en otro lugar durante todo el bloque de instalación de {days} días, desde la mañana del primer día.',
    'Planee el curado: el piso nuevo admite tránsito ligero a pie después de {lightTraffic} y llega al curado completo en {fullCureDays} días. Hasta entonces, nada de vehículos, muebles pesados ni tapetes sobre él.',
    'El epóxico cura mejor entre {cureTemperature}. Si el espacio no tiene calefacción o es muy frío o caluroso, avísenos antes de la instalación para planear el curado.',
  ],
}

export const careGuideEs = {
  intro:
    'Su piso ya tuvo los {fullCureDays} días que necesita para el curado completo, así que puede volver a poner vehículos, muebles pesados y tapetes. Esta es la rutina que lo mantiene como nuevo:',
  items: [
    'Pase un mop seco de microfibra limpio cada pocos días; la arenilla es lo que desgasta un piso.',
    'Cada una o dos semanas, trapee con agua tibia y un poco de limpiador de pisos de pH neutro. Evite limpiadores a base de jabón, vinagre, limpiadores cítricos, fibras abrasivas y trapeadores de vapor.',
    'Ponga almohadillas de fieltro bajo los muebles y levante las cosas pesadas en vez de arrastrarlas.',
    'Limpie enseguida el líquido de frenos, el ácido de batería, los solventes y los químicos de piscina.',
    'En días húmedos el piso de un garaje puede sudar: cierre la puerta, encienda un ventilador y séquelo con un jalador.',
  ],
  warranty:
    'Su garantía de {warrantyYears} años sobre el acabado es transferible, y el primer año incluye reparación de grietas y retoques. Volveremos para su revisión de mantenimiento gratuita {checkMonths} meses después de la instalación.',
  club: '¿Quiere que lo cuidemos nosotros? El Floor Care Club, nuestro programa de mantenimiento (inspecciones trimestrales, {discount} de descuento en trabajos adicionales y garantía extendida a {clubYears} años), está abierto para usted al instalar o durante el primer año.',
  guide: 'La guía completa (en inglés): {link}',
}

export const reviewRequestEs = {
  withLink:
    'Si está contento con su piso, ¿nos dejaría una reseña breve? Ayuda a sus vecinos a encontrarnos:',
  withoutLink: 'Si está contento con su piso, responda a este correo y cuéntenos cómo lo hicimos.',
}
